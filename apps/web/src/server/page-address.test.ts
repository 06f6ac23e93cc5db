import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address.ts';

const read = (address: string) => pageAddress(new URL(address, 'http://shop.test')).href;

describe('a page’s address as its screens read it', () => {
  it('drops every query parameter no customer screen reads', () => {
    expect(read('/menu?x=1')).toBe('http://shop.test/menu');
    expect(read('/?utm_source=flyer&id=K7M2P9QX')).toBe('http://shop.test/');
    expect(read('/order/K7M2P9QX?id=other')).toBe('http://shop.test/order/K7M2P9QX');
  });

  it('keeps the search form’s id on its own address, and a path that starts with // as a path', () => {
    expect(read('/order?id=K7M2P9QX&x=1')).toBe('http://shop.test/order?id=K7M2P9QX');
    expect(pageAddress(new URL('http://shop.test//menu?x=1')).href).toBe('http://shop.test//menu');
  });
});
