import { toPaisa, toRupees } from './money.ts';

/** SPEC §9: what the customer pays on delivery, and the rider collects: the pizzas plus any priority fee. */
export function amountToPay({ orderPrice, priorityPrice }: { orderPrice: number; priorityPrice: number }): number {
  return toRupees(toPaisa(orderPrice) + toPaisa(priorityPrice));
}
