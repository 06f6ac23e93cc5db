import { isOnlinePayment, type OrderStatus, type PaymentMethod, paymentDeadline } from '@chulo/domain';

/** What order intake needs of payments: whether the shop takes a method, and how long an order waits for its payment. */
export interface PaymentTerms {
  takes(method: PaymentMethod): boolean;
  windowMinutes: number;
}

/** Cash only, as SPEC's shop: what intake uses when no wallet is set up. */
export const CASH_ONLY: PaymentTerms = { takes: (method) => method === 'cash', windowMinutes: 0 };

/**
 * How a new order starts, by how it is paid: in the kitchen ('preparing'), or, to be paid with a
 * wallet first, awaiting payment until its window ends, outside the kitchen's queue and with no
 * estimate but its creation.
 */
export function placedAs(method: PaymentMethod, now: number, terms: PaymentTerms): { status: OrderStatus; payment_method: PaymentMethod; pay_by: number | null } {
  if (!isOnlinePayment(method)) return { status: 'preparing', payment_method: method, pay_by: null };
  return { status: 'awaiting-payment', payment_method: method, pay_by: paymentDeadline(now, terms.windowMinutes) };
}
