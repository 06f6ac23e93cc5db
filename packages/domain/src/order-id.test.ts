import { describe, expect, it } from 'vitest';
import { looksLikeOrderId, ORDER_ID_ALPHABET, ORDER_ID_LENGTH } from './order-id.ts';

describe("an order id's shape", () => {
  it('has no character a customer could misread', () => {
    expect(ORDER_ID_ALPHABET).not.toMatch(/[0O1IL]/);
  });

  it('takes ids and mistyped ids made of the alphabet, in either case', () => {
    for (const id of ['K7M2P9QX', 'k7m2p9qx', 'XYZ', ORDER_ID_ALPHABET.slice(0, ORDER_ID_LENGTH)]) expect(looksLikeOrderId(id), id).toBe(true);
  });

  it('takes nothing else: words, markup, spaces, direction marks, longer text', () => {
    const others = ['', 'NOPE42', 'K7M2 P9QX', '<b>K7M2</b>', 'K7M2\u202EXQ9P', 'ＫＭ２', 'K7M2P9QXA', 'PAY NOW'];
    for (const text of others) expect(looksLikeOrderId(text), JSON.stringify(text)).toBe(false);
  });
});
