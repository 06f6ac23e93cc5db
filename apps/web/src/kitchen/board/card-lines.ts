import type { CartItem } from '@chulo/api-client/contract';
import { mergeLines } from '@chulo/domain';

/** A line as the cook reads it: how many, which pizza, and what was chosen, if anything. */
export type CardLine = Pick<CartItem, 'pizzaId' | 'name' | 'quantity' | 'choice'>;

/** Lines of one pizza with one choice are one pizza to make: the same key for both. */
const sameMaking = (line: CardLine) => JSON.stringify([line.pizzaId, line.choice ?? null]);

/**
 * An order's lines as the kitchen card lists them: identical lines counted together, and the
 * lines of one pizza next to each other (in the order the pizza first appears), so a cook makes
 * every Margherita in one go.
 */
export function cardLines(cart: readonly CardLine[]): CardLine[] {
  const merged = mergeLines(cart.map(({ pizzaId, name, quantity, choice }) => ({ pizzaId, name, quantity, choice })), sameMaking);
  const firstSeen = new Map<number, number>();
  merged.forEach((line, index) => firstSeen.has(line.pizzaId) || firstSeen.set(line.pizzaId, index));
  // Array.prototype.sort is stable: lines of one pizza keep their order.
  return merged.sort((a, b) => firstSeen.get(a.pizzaId)! - firstSeen.get(b.pizzaId)!);
}
