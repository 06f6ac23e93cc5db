import { describe, expect, it } from 'vitest';
import { toPaisa, toRupees } from './money.ts';

describe('rupees and paisa', () => {
  it('converts between rupees and paisa without float drift', () => {
    expect(toPaisa(0.1 + 0.2)).toBe(30);
    expect(toPaisa(1150)).toBe(115_000);
    expect(toPaisa(790.1)).toBe(79_010);
    expect(toRupees(43_050)).toBe(430.5);
  });
});
