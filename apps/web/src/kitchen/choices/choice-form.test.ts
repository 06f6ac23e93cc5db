import { describe, expect, it } from 'vitest';
import { readChoice, typedChoice } from './choice-form.ts';

const SIZES = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('a size, crust or extra typed by an owner', () => {
  it('reads a size with its diameter, or none', () => {
    expect(readChoice('size', { name: ' Party ', inches: '16', prices: {} }, SIZES)).toEqual({ choice: { kind: 'size', name: 'Party', inches: 16 } });
    expect(readChoice('size', { name: 'Slice', inches: '', prices: {} }, SIZES)).toEqual({ choice: { kind: 'size', name: 'Slice', inches: null } });
  });

  it('reads a price in each size it is made in, a free one too, and leaves out the sizes left empty', () => {
    const typed = { name: 'Stuffed', inches: '', prices: { 1: '0', 2: '', 3: '1,050.5' } };
    expect(readChoice('crust', typed, SIZES)).toEqual({ choice: { kind: 'crust', name: 'Stuffed', prices: [{ sizeId: 1, price: 0 }, { sizeId: 3, price: 1050.5 }] } });
  });

  it('says what is wrong, field by field', () => {
    expect(readChoice('extra', { name: ' ', inches: '', prices: { 2: 'lots' } }, SIZES)).toEqual({
      errors: { name: 'Give the extra a name.', prices: { 2: 'Enter the price in rupees, like 850 or 850.50.' } },
    });
    expect(readChoice('size', { name: 'Huge', inches: '12.5', prices: {} }, SIZES)).toEqual({ errors: { inches: 'Enter the diameter in whole inches, like 12.' } });
  });

  it('starts from a choice as the server has it', () => {
    expect(typedChoice({ id: 7, kind: 'extra', name: 'Extra cheese', inches: null, soldOut: false, isDefault: false, retired: false, prices: [{ sizeId: 1, price: 120 }] })).toEqual({
      name: 'Extra cheese',
      inches: '',
      prices: { 1: '120' },
    });
  });
});
