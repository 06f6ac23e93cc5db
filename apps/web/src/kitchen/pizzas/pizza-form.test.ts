import { describe, expect, it } from 'vitest';
import { readPizza, typedPizza } from './pizza-form.ts';

describe('a pizza typed by an owner', () => {
  it('reads the name, the ingredients between commas and the price in rupees', () => {
    expect(readPizza({ name: ' Momo Pizza ', ingredients: 'chicken momo,  tomato, ,timur,', price: '1,050.5' })).toEqual({
      pizza: { name: 'Momo Pizza', ingredients: ['chicken momo', 'tomato', 'timur'], unitPrice: 1050.5 },
    });
  });

  it('says what is missing or wrong, field by field', () => {
    expect(readPizza({ name: ' ', ingredients: ' , ', price: '6.505' })).toEqual({
      errors: { name: 'Give the pizza a name.', ingredients: 'List at least one ingredient.', price: 'Enter the price in rupees, like 850 or 850.50.' },
    });
  });

  it('shows a pizza as the fields hold it', () => {
    expect(typedPizza({ name: 'Margherita', ingredients: ['tomato', 'mozzarella'], unitPrice: 650 })).toEqual({ name: 'Margherita', ingredients: 'tomato, mozzarella', price: '650' });
  });
});
