import { toRupees } from '@chulo/domain';
import type { ChoiceRow } from '../data/choice-rows.ts';

/** Changes to sizes, crusts, extras and pizzas' offers as the history tells them: "Crust Thin: prices Medium 50, Large 80 → Medium 60, Large 90". */

const KIND = { size: 'Size', crust: 'Crust', extra: 'Extra' } as const;

/** "Medium 50, Large 80" (rupees), in the shop's order of sizes; "none" for no price. */
export function listPrices(prices: readonly { sizeId: number; price: number }[], sizeNames: ReadonlyMap<number, string>): string {
  const named = [...sizeNames.keys()].flatMap((sizeId) => {
    const entry = prices.find((price) => price.sizeId === sizeId);
    return entry ? [`${sizeNames.get(sizeId)} ${toRupees(entry.price)}`] : [];
  });
  return named.length === 0 ? 'none' : named.join(', ');
}

const diameter = (inches: number | null) => (inches === null ? 'no diameter' : `${inches}″`);

export function describeNewChoice(row: Pick<ChoiceRow, 'kind' | 'name' | 'inches'>, prices: string | null): string {
  const size = row.inches === null ? '' : ` (${diameter(row.inches)})`;
  return `${KIND[row.kind]} ${row.name} added${size}${prices === null ? '' : `: ${prices}`}`;
}

/** Null when nothing really changed. */
export function describeChoiceChange(
  before: ChoiceRow,
  change: { name?: string | undefined; inches?: number | null | undefined; soldOut?: boolean | undefined; prices?: { before: string; after: string } | undefined },
): string | null {
  const parts: string[] = [];
  if (change.name !== undefined && change.name !== before.name) parts.push(`renamed ${change.name}`);
  if (change.inches !== undefined && change.inches !== before.inches) parts.push(`${diameter(before.inches)} → ${diameter(change.inches)}`);
  if (change.prices !== undefined && change.prices.before !== change.prices.after) parts.push(`prices ${change.prices.before} → ${change.prices.after}`);
  if (change.soldOut !== undefined && change.soldOut !== (before.sold_out === 1)) parts.push(change.soldOut ? 'sold out' : 'back on sale');
  return parts.length === 0 ? null : `${KIND[before.kind]} ${before.name}: ${parts.join(', ')}`;
}

export const describeRetirement = (row: Pick<ChoiceRow, 'kind' | 'name'>, retired: boolean) =>
  `${KIND[row.kind]} ${row.name}: ${retired ? 'off the menu' : 'back on the menu'}`;

/** "Default size Medium → Large; menu prices Margherita 650 → 950, Marinara 550 → 800": the menu's price of every pizza moves with it. */
export function describeDefaultSize(from: string, to: string, prices: readonly { pizza: string; from: number; to: number }[]): string {
  const moved = prices.map((price) => `${price.pizza} ${toRupees(price.from)} → ${toRupees(price.to)}`);
  return `Default size ${from} → ${to}${moved.length === 0 ? '' : `; menu prices ${moved.join(', ')}`}`;
}

/** A pizza's offer before and after, each part as words: only the parts that changed are told. */
export interface OfferWords {
  sizes: string;
  crusts: string;
  extras: string;
  maxExtras: number;
}

export function describeOfferChange(pizza: string, before: OfferWords, after: OfferWords): string | null {
  const parts: string[] = [];
  if (before.sizes !== after.sizes) parts.push(`sizes ${before.sizes} → ${after.sizes}`);
  if (before.crusts !== after.crusts) parts.push(`crusts ${before.crusts} → ${after.crusts}`);
  if (before.extras !== after.extras) parts.push(`extras ${before.extras} → ${after.extras}`);
  if (before.maxExtras !== after.maxExtras) parts.push(`at most ${before.maxExtras} → ${after.maxExtras} extras`);
  return parts.length === 0 ? null : `${pizza}: ${parts.join(', ')}`;
}
