import { type Paisa, toPaisa, toRupees } from './money.ts';

/** SPEC §9: priority costs 20 % of the cart total. */
export const PRIORITY_FEE_RATE = 0.2;

/** The priority fee in paisa, for whoever keeps amounts in paisa (the server's stored orders). */
export function priorityFeeInPaisa(cartTotal: Paisa): Paisa {
  return Math.round(cartTotal * PRIORITY_FEE_RATE);
}

/** SPEC §9: the priority fee for a cart total, in rupees, rounded to the paisa. */
export function priorityFee(amount: number): number {
  return toRupees(priorityFeeInPaisa(toPaisa(amount)));
}

/** The order form's total (SPEC §9): the cart total, plus the priority fee when priority is asked for. */
export function orderTotal(cartTotal: number, priority: boolean): number {
  const cart = toPaisa(cartTotal);
  return toRupees(cart + (priority ? priorityFeeInPaisa(cart) : 0));
}
