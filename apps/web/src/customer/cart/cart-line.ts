import type { PizzaChoice } from '@chulo/api-client/contract';
import type { CartItem } from '@chulo/domain';

/**
 * A line of the cart: SPEC's cart item, and for a pizza chosen otherwise than the menu prices it
 * (a size, a crust, extras, ingredients left out) the choice, kept as the order sends it, and its
 * words. A line without a choice is the pizza as the menu prices it, as SPEC adds it.
 */
export interface CartLine extends CartItem {
  choice?: PizzaChoice;
  /** "Large, thin crust · extra cheese · no basil" */
  description?: string;
}

/**
 * What tells lines apart: the pizza, and its choice. A choice is always kept in the offer's order
 * (the choice sheet makes it so), so the same pizza chosen alike is the same line.
 */
export type LineKey = string;

export const lineKey = ({ pizzaId, choice }: Pick<CartLine, 'pizzaId' | 'choice'>): LineKey =>
  choice ? `${pizzaId} ${JSON.stringify(choice)}` : String(pizzaId);

/** What a line reads: "Margherita · Large, thin crust · extra cheese · no basil", or the name of a pizza as it comes. */
export const lineTitle = ({ name, description }: { name: string; description?: string | undefined }) =>
  description ? `${name} · ${description}` : name;

/**
 * The line as the order sends it: SPEC's fields, and the choice where there is one; a line as the
 * menu prices it goes exactly as a SPEC client sends it.
 */
export function orderLine({ description: _words, choice, ...item }: CartLine): CartItem & { choice?: PizzaChoice } {
  return choice ? { ...item, choice } : item;
}
