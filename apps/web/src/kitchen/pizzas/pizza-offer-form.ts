import type { PizzaOfferEdit, StaffChoice, StaffPizza } from '@chulo/api-client/contract';
import { MAX_EXTRAS_LIMIT } from '@chulo/api-client/contract';
import { readPrice } from '../menu/price-input.ts';

/** What an owner set for one pizza: which sizes at which price, which crusts and extras, how many extras. */
export interface OfferTyped {
  /** By size id: '' for a size the pizza does not come in. */
  prices: Record<number, string>;
  crustIds: number[];
  extraIds: number[];
  maxExtras: string;
}

export type OfferErrors = { prices?: Record<number, string>; maxExtras?: string };

/** The pizza as it is offered now; a pizza from before sizes comes in the default size at its menu price. */
export function typedOffer(pizza: StaffPizza, defaultSize: StaffChoice | undefined): OfferTyped {
  const sizes = pizza.sizes?.length ? pizza.sizes : defaultSize ? [{ id: defaultSize.id, price: pizza.unitPrice }] : [];
  return {
    prices: Object.fromEntries(sizes.map(({ id, price }) => [id, String(price)])),
    crustIds: (pizza.crusts ?? []).map(({ id }) => id),
    extraIds: (pizza.extras ?? []).map(({ id }) => id),
    maxExtras: String(pizza.maxExtras ?? 0),
  };
}

/** The offer an owner set, or what is wrong with it; the default size must have a price (it is the menu's). */
export function readOffer(typed: OfferTyped, sizes: readonly StaffChoice[]): { offer: PizzaOfferEdit } | { errors: OfferErrors } {
  const prices: Record<number, string> = {};
  const offered: PizzaOfferEdit['sizes'] = [];
  for (const size of sizes) {
    const text = typed.prices[size.id]?.trim() ?? '';
    if (text === '' && !size.isDefault) continue;
    const price = readPrice(text);
    if ('error' in price) prices[size.id] = price.error;
    else offered.push({ sizeId: size.id, price: price.rupees });
  }
  const max = typed.maxExtras.trim();
  const maxExtras = /^\d+$/.test(max) && Number(max) <= MAX_EXTRAS_LIMIT ? Number(max) : null;
  const errors: OfferErrors = {
    ...(Object.keys(prices).length ? { prices } : {}),
    ...(maxExtras === null ? { maxExtras: `Enter a whole number from 0 to ${MAX_EXTRAS_LIMIT}.` } : {}),
  };
  if (maxExtras === null || errors.prices) return { errors };
  return { offer: { sizes: offered, crustIds: typed.crustIds, extraIds: typed.extraIds, maxExtras } };
}
