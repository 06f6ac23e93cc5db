import { toPaisa, toRupees } from './money.ts';

/** SPEC §9: what the customer pays on delivery, and the rider collects: the pizzas plus any priority fee. */
export function amountToPay({ orderPrice, priorityPrice }: { orderPrice: number; priorityPrice: number }): number {
  return toRupees(toPaisa(orderPrice) + toPaisa(priorityPrice));
}

/**
 * How a customer may pay: cash to the rider (SPEC's, and the default), online with a wallet before
 * the kitchen starts, or the rider's QR code at the door (the shop's Fonepay QR: nothing online).
 */
export const PAYMENT_METHODS = ['cash', 'khalti', 'esewa', 'rider-qr'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The wallets paid online, before the kitchen starts the order. */
export const ONLINE_PAYMENT_METHODS = ['khalti', 'esewa'] as const satisfies readonly PaymentMethod[];
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

export const isOnlinePayment = (method: PaymentMethod): method is OnlinePaymentMethod => method === 'khalti' || method === 'esewa';

/** What a customer and the kitchen read for each method. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Cash on delivery',
  khalti: 'Khalti',
  esewa: 'eSewa',
  'rider-qr': 'Pay the rider by QR',
};

/**
 * Where an online payment stands: started and not yet final (`open`), completed (`paid`), ended
 * without money (`unpaid`: expired, cancelled), or an answer the shop must look at (`held`).
 */
export const PAYMENT_STATES = ['open', 'paid', 'unpaid', 'held'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How an order is paid, as the order and the kitchen show it; none for cash on delivery. */
export interface PaymentShown {
  method: PaymentMethod;
  paid: boolean;
  /** What the wallet took, once paid. */
  amountPaid?: number;
}

/**
 * What the rider collects at the door: everything, unless a wallet paid; then only what was added
 * after (a priority fee), since the shop does not charge a wallet twice.
 */
export function amountToCollect(order: { orderPrice: number; priorityPrice: number; payment?: PaymentShown }): number {
  const total = amountToPay(order);
  if (!order.payment?.paid) return total;
  return toRupees(Math.max(0, toPaisa(total) - toPaisa(order.payment.amountPaid ?? total)));
}

/** One line for the order page, the board and the ticket: "Paid with Khalti", "Cash on delivery". */
export function paymentLine(payment?: PaymentShown): string {
  if (!payment || !isOnlinePayment(payment.method)) return PAYMENT_METHOD_NAMES[payment?.method ?? 'cash'];
  return `${payment.paid ? 'Paid' : 'Awaiting payment'} with ${PAYMENT_METHOD_NAMES[payment.method]}`;
}

/** When an order awaiting payment is cancelled if still unpaid: `windowMinutes` after it was placed. */
export function paymentDeadline(createdAt: number, windowMinutes: number): number {
  return createdAt + windowMinutes * 60_000;
}
