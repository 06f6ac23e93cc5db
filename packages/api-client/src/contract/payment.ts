import * as z from 'zod/mini';
import { PAYMENT_METHODS, PAYMENT_STATES } from '@chulo/domain';

/**
 * How an order is paid, on the wire. Every field here is beside SPEC's: an order paid in cash, as
 * every order is until the shop sets up a wallet, carries none of it.
 */

export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, `Payment must be one of ${PAYMENT_METHODS.join(', ')}`);

/** An order's payment, on an order not paid in cash: its method, whether it is paid, where its last online attempt stands. */
export const OrderPaymentSchema = z.object({
  method: PaymentMethodSchema,
  /** True once the wallet's payment completed; false for the rider's QR, paid at the door. */
  paid: z.boolean(),
  /** What the wallet took, in rupees, once paid: a priority fee added after is collected at the door. */
  amountPaid: z.optional(z.number()),
  /** The last online attempt's state; absent for the rider's QR. */
  state: z.optional(z.enum(PAYMENT_STATES)),
  /** While awaiting payment: when the order is cancelled if still unpaid. */
  payBy: z.optional(z.iso.datetime()),
  /** Staff only: the provider's reference of the last attempt (Khalti's pidx, eSewa's transaction id). */
  reference: z.optional(z.string()),
  /** Staff only: a payment completed for an order already cancelled, to be refunded in the provider's portal, or refunded. */
  refund: z.optional(z.enum(['due', 'refunded'])),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/** The body of POST /api/order/:id/payment: how the customer pays now (a wallet again, or cash instead). */
export const PaymentChoiceSchema = z.strictObject({ method: PaymentMethodSchema });

/** The fields of eSewa's ePay v2 form, as its documentation names them, signed by the server. */
export const EsewaFormSchema = z.object({
  amount: z.string(),
  tax_amount: z.string(),
  total_amount: z.string(),
  transaction_uuid: z.string(),
  product_code: z.string(),
  product_service_charge: z.string(),
  product_delivery_charge: z.string(),
  success_url: z.string(),
  failure_url: z.string(),
  signed_field_names: z.string(),
  signature: z.string(),
});

/**
 * Where the browser goes to pay: Khalti's page, or eSewa's form, posted with these fields. The
 * addresses are the providers' own, as the server had them: text, which the client's compiled
 * checks hold to the same rule as zod (a URL format they would not check).
 */
export const CheckoutSchema = z.union([
  z.object({ provider: z.literal('khalti'), url: z.string().check(z.minLength(1)) }),
  z.object({ provider: z.literal('esewa'), action: z.string().check(z.minLength(1)), fields: EsewaFormSchema }),
]);
export type Checkout = z.infer<typeof CheckoutSchema>;

/** Khalti's return: its fields are not signed, so only `pidx` is read, and then asked about. */
export const KhaltiReturnQuerySchema = z.looseObject({ pidx: z.string().check(z.minLength(1), z.maxLength(100)) });

/** eSewa's return to the success address: `data`, base64 JSON whose signature is checked. */
export const EsewaReturnQuerySchema = z.looseObject({ data: z.string().check(z.minLength(1), z.maxLength(4000)) });

/** eSewa's failure address names the attempt, which is then asked about. */
export const PaymentAttemptParamsSchema = z.object({ attempt: z.string().check(z.maxLength(64)) });
