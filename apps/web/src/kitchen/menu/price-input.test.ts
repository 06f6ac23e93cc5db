import { describe, expect, it } from 'vitest';
import { readPrice } from './price-input.ts';

describe('a price typed by staff', () => {
  it('reads rupees with up to two decimals, spaces and thousands commas', () => {
    expect(readPrice('850')).toEqual({ rupees: 850 });
    expect(readPrice(' 850.5 ')).toEqual({ rupees: 850.5 });
    expect(readPrice('1,050.25')).toEqual({ rupees: 1050.25 });
  });

  it('refuses what the server would refuse, saying why', () => {
    expect(readPrice('')).toEqual({ error: 'Enter a price in rupees.' });
    expect(readPrice('850.505')).toEqual({ error: 'Enter the price in rupees, like 850 or 850.50.' });
    expect(readPrice('-5')).toEqual({ error: 'Enter the price in rupees, like 850 or 850.50.' });
    expect(readPrice('abc')).toEqual({ error: 'Enter the price in rupees, like 850 or 850.50.' });
    expect(readPrice('0')).toEqual({ error: 'A price must be more than 0.' });
    expect(readPrice('0', { free: true })).toEqual({ rupees: 0 });
    expect(readPrice('100000.01')).toEqual({ error: 'A price can be at most 100,000 rupees.' });
  });
});
