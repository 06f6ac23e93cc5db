import type { NewPizza } from '@chulo/api-client/contract';
import { readPrice } from '../menu/price-input.ts';

/** What an owner typed for a pizza. */
export interface PizzaTyped {
  name: string;
  /** Separated by commas: "tomato, mozzarella, basil". */
  ingredients: string;
  price: string;
}

export const typedPizza = ({ name, ingredients, unitPrice }: NewPizza): PizzaTyped => ({ name, ingredients: ingredients.join(', '), price: String(unitPrice) });

/** The pizza an owner typed, or what is wrong with it, field by field. */
export function readPizza(typed: PizzaTyped): { pizza: NewPizza } | { errors: Partial<Record<keyof PizzaTyped, string>> } {
  const name = typed.name.trim();
  const ingredients = typed.ingredients
    .split(',')
    .map((ingredient) => ingredient.trim())
    .filter(Boolean);
  const price = readPrice(typed.price);
  const errors: Partial<Record<keyof PizzaTyped, string>> = {
    ...(name ? {} : { name: 'Give the pizza a name.' }),
    ...(ingredients.length ? {} : { ingredients: 'List at least one ingredient.' }),
    ...('error' in price ? { price: price.error } : {}),
  };
  return 'rupees' in price && name && ingredients.length ? { pizza: { name, ingredients, unitPrice: price.rupees } } : { errors };
}
