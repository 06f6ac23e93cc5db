import * as z from 'zod/mini';
import * as customer from './customer-endpoints.ts';
import * as kitchen from './staff-endpoints.ts';
import * as say from './messages.ts';
import { OrderSchema, StaffOrderSchema } from './order.ts';
import { CheckoutSchema, EsewaReturnQuerySchema, KhaltiReturnQuerySchema, PaymentAttemptParamsSchema, PaymentChoiceSchema } from './payment.ts';
import { OrderIdParamsSchema } from './requests.ts';
import { invalid, type ErrorAnswer, type Route } from './route-shape.ts';

/**
 * The route table's payments: spread into `routes` (routes.ts), where the table is one. A
 * provider's return is a page the customer's browser is sent to: it is answered with a redirect to
 * the order's page, once the server has asked the provider itself.
 */

const unknownOrder: ErrorAnswer = { status: 404, when: 'no order has this id', message: say.orderNotFound('K7M2P9QX') };
const unknownReturn: ErrorAnswer = { status: 404, when: 'the return names no payment this shop started', message: say.PAYMENT_RETURN_UNKNOWN };

/** What starting to pay answers: the order as it now is, and where the browser goes to pay (none for cash or the rider's QR). */
export const PaymentStartSchema = z.object({ order: OrderSchema, checkout: z.optional(CheckoutSchema) });
export type PaymentStart = z.infer<typeof PaymentStartSchema>;

export const paymentRoutes = {
  payOrder: {
    ...customer.payOrder,
    missLimited: true,
    summary: 'Pays an order awaiting payment: a wallet again (where to go to pay comes back), or cash or the rider’s QR instead (the kitchen starts it)',
    description:
      'Only for an order placed with `payment` `khalti` or `esewa` and not yet paid. The server starts the wallet’s payment itself; its secrets never reach the browser. A provider that does not answer within 10 seconds leaves the order as it was.',
    params: OrderIdParamsSchema,
    body: PaymentChoiceSchema,
    data: PaymentStartSchema,
    errors: [
      invalid('Payment must be one of cash, khalti, esewa, rider-qr'),
      unknownOrder,
      { status: 409, when: 'the shop takes no payments of this wallet', message: say.paymentNotOffered('Khalti') },
      { status: 409, when: 'the order is not awaiting payment (paid, or never to be paid online)', message: say.orderNotAwaitingPayment('K7M2P9QX', 'preparing') },
      { status: 409, when: 'the order’s time to pay is over', message: say.PAYMENT_WINDOW_OVER },
      { status: 503, when: 'the wallet did not answer in time', message: say.PROVIDER_UNAVAILABLE },
    ],
  },
  khaltiReturn: {
    ...customer.khaltiReturn,
    summary: 'Khalti’s return: the server looks the payment up with Khalti, then sends the browser to the order’s page',
    description: 'Nothing Khalti adds to the address is believed: only its lookup of `pidx`, a payment this shop started, can make the order paid.',
    query: KhaltiReturnQuerySchema,
    data: null,
    errors: [invalid('Pidx is required'), unknownReturn],
  },
  esewaReturn: {
    ...customer.esewaReturn,
    summary: 'eSewa’s return after paying: the answer’s signature is checked and eSewa asked for the status, then the browser goes to the order’s page',
    query: EsewaReturnQuerySchema,
    data: null,
    errors: [invalid('Data is required'), unknownReturn],
  },
  esewaFailure: {
    ...customer.esewaFailure,
    summary: 'eSewa’s return after a failed or cancelled payment: eSewa is asked for the status, then the browser goes to the order’s page',
    params: PaymentAttemptParamsSchema,
    data: null,
    errors: [unknownReturn],
  },
  recordRefund: {
    ...kitchen.recordRefund,
    summary: 'Records that the payment of an order cancelled after it was paid has been refunded, in the provider’s merchant portal',
    params: OrderIdParamsSchema,
    data: StaffOrderSchema,
    errors: [unknownOrder, { status: 409, when: 'the order has no refund due', message: say.noRefundDue('K7M2P9QX') }],
  },
} as const satisfies Record<string, Route>;
