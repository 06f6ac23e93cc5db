import { toRupees } from '@chulo/domain';
import type { PizzaRow } from '../data/pizza-rows.ts';

/** What an owner (or the kitchen) changed on a pizza, with the values it had before in `before`. */
export interface PizzaRowChange {
  name?: string;
  ingredients?: string[];
  unitPrice?: number;
  soldOut?: boolean;
}

const listed = (ingredients: string) => (JSON.parse(ingredients) as string[]).join(', ');

/**
 * A pizza's change as the history tells it, under the name it had: "Margherita: price 650 → 700,
 * sold out"; null when nothing really changed (a price set to what it was).
 */
export function describePizzaChange(before: PizzaRow, change: PizzaRowChange): string | null {
  const parts: string[] = [];
  if (change.name !== undefined && change.name !== before.name) parts.push(`renamed ${change.name}`);
  if (change.unitPrice !== undefined && change.unitPrice !== before.unit_price) {
    parts.push(`price ${toRupees(before.unit_price)} → ${toRupees(change.unitPrice)}`);
  }
  if (change.ingredients !== undefined && JSON.stringify(change.ingredients) !== before.ingredients) {
    parts.push(`ingredients ${listed(before.ingredients)} → ${change.ingredients.join(', ')}`);
  }
  if (change.soldOut !== undefined && change.soldOut !== (before.sold_out === 1)) parts.push(change.soldOut ? 'sold out' : 'back on sale');
  return parts.length === 0 ? null : `${before.name}: ${parts.join(', ')}`;
}

/** The pizzas that moved, each with its place before and after: "Menu order: Pepperoni 3 → 1, Margherita 1 → 2". */
export function describeReordering(before: readonly PizzaRow[], newOrder: readonly number[]): string {
  const moves = newOrder.flatMap((id, index) => {
    const was = before.findIndex((row) => row.id === id);
    return was === index ? [] : [`${before[was]!.name} ${was + 1} → ${index + 1}`];
  });
  return `Menu order: ${moves.length === 0 ? 'unchanged' : moves.join(', ')}`;
}
