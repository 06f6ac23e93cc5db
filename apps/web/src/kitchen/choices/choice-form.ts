import type { NewChoice, StaffChoice } from '@chulo/api-client/contract';
import { readPrice } from '../menu/price-input.ts';
import type { ChoiceKind } from './choices-slice.ts';

/** What an owner typed for a size, crust or extra: a price per size id, '' where it is not made. */
export interface ChoiceTyped {
  name: string;
  inches: string;
  prices: Record<number, string>;
}

export type ChoiceErrors = { name?: string; inches?: string; prices?: Record<number, string> };

export const typedChoice = (choice: StaffChoice | undefined): ChoiceTyped => ({
  name: choice?.name ?? '',
  inches: choice?.inches === null || choice?.inches === undefined ? '' : String(choice.inches),
  prices: Object.fromEntries((choice?.prices ?? []).map(({ sizeId, price }) => [sizeId, String(price)])),
});

const INCHES = /^\d{1,2}$/;

/**
 * The choice an owner typed, or what is wrong with it. A size has a diameter (or none) and no
 * prices; a crust or an extra has a price in each size it is made in, 0 allowed, a size left empty
 * being one it is not made in.
 */
export function readChoice(kind: ChoiceKind, typed: ChoiceTyped, sizes: readonly { id: number }[]): { choice: NewChoice } | { errors: ChoiceErrors } {
  const name = typed.name.trim();
  const errors: ChoiceErrors = name ? {} : { name: `Give the ${kind} a name.` };
  if (kind === 'size') {
    const inches = typed.inches.trim();
    if (inches !== '' && !INCHES.test(inches)) errors.inches = 'Enter the diameter in whole inches, like 12.';
    if (Object.keys(errors).length) return { errors };
    return { choice: { kind, name, inches: inches === '' ? null : Number(inches) } };
  }
  const prices: { sizeId: number; price: number }[] = [];
  const priceErrors: Record<number, string> = {};
  for (const { id } of sizes) {
    const text = typed.prices[id]?.trim() ?? '';
    if (text === '') continue;
    const price = readPrice(text, { free: true });
    if ('error' in price) priceErrors[id] = price.error;
    else prices.push({ sizeId: id, price: price.rupees });
  }
  if (Object.keys(priceErrors).length) errors.prices = priceErrors;
  if (Object.keys(errors).length) return { errors };
  return { choice: { kind, name, prices } };
}
