import { type Paisa, toPaisa, toRupees } from '../../shared/money.ts';
import { priorityFee } from '../../shared/pricing.ts';
import type { Order } from '../../shared/schemas.ts';

/** The order form's total: the cart, plus the priority fee when the box is ticked (SPEC §9). */
export function checkoutTotal(cartTotal: Paisa, withPriority: boolean): Paisa {
  return cartTotal + (withPriority ? priorityFee(cartTotal) : 0);
}

/** SPEC §9: what the rider collects, in rupees: the pizzas plus any priority fee. */
export function amountToPay({ orderPrice, priorityPrice }: Pick<Order, 'orderPrice' | 'priorityPrice'>): number {
  return toRupees(toPaisa(orderPrice) + toPaisa(priorityPrice));
}
