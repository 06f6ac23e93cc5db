import { isOnlinePayment, type OrderChannel, type OrderStatus, PAYMENT_METHOD_NAMES, type PaymentMethod, paymentDeadline } from '@chulo/domain';
import { messages } from '@chulo/api-client/contract';

/** What order intake needs of payments: whether the shop takes a method, and how long an order waits for its payment. */
export interface PaymentTerms {
  takes(method: PaymentMethod): boolean;
  windowMinutes: number;
}

/** Cash only, as SPEC's shop: what intake uses when no wallet is set up. */
export const CASH_ONLY: PaymentTerms = { takes: (method) => method === 'cash', windowMinutes: 0 };

/**
 * Why a new order may not be paid by `method`, or null. Staff on the phone take cash or the rider's
 * QR at the door whatever the shop has set up, since neither needs a provider; a wallet needs the
 * customer's browser, which a phone call has not.
 */
export function paymentRefusal(method: PaymentMethod, channel: OrderChannel, terms: PaymentTerms): string | null {
  if (channel === 'phone') return isOnlinePayment(method) ? messages.PHONE_ORDER_PAID_AT_THE_DOOR : null;
  return terms.takes(method) ? null : messages.paymentNotOffered(PAYMENT_METHOD_NAMES[method]);
}

/**
 * How a new order starts, by how it is paid: in the kitchen ('preparing'), or, to be paid with a
 * wallet first, awaiting payment until its window ends, outside the kitchen's queue and with no
 * estimate but its creation.
 */
export function placedAs(method: PaymentMethod, now: number, terms: PaymentTerms): { status: OrderStatus; payment_method: PaymentMethod; pay_by: number | null } {
  if (!isOnlinePayment(method)) return { status: 'preparing', payment_method: method, pay_by: null };
  return { status: 'awaiting-payment', payment_method: method, pay_by: paymentDeadline(now, terms.windowMinutes) };
}
