import { type Paisa, toPaisa, toRupees } from './money.ts';

/** SPEC §9: priority costs 20 % of the cart total. */
export const PRIORITY_FEE_RATE = 0.2;

export function lineTotal(unitPrice: Paisa, quantity: number): Paisa {
  return unitPrice * quantity;
}

export function orderTotal(lines: readonly { unitPrice: Paisa; quantity: number }[]): Paisa {
  return lines.reduce((sum, line) => sum + lineTotal(line.unitPrice, line.quantity), 0);
}

export function priorityFee(orderPrice: Paisa): Paisa {
  return Math.round(orderPrice * PRIORITY_FEE_RATE);
}

/** SPEC §9: what the rider collects on delivery, in rupees: the pizzas plus any priority fee, summed in paisa. */
export function amountToCollect({ orderPrice, priorityPrice }: { orderPrice: number; priorityPrice: number }): number {
  return toRupees(toPaisa(orderPrice) + toPaisa(priorityPrice));
}
