import type { PaymentMethod } from '@chulo/domain';
import { call } from '../call.ts';
import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/customer-endpoints.ts';
import type { PaymentStart } from '../contract/index.ts';
import checkPaymentStart from '../generated/payment-start.ts';

/**
 * POST /api/order/{id}/payment: pays an order awaiting payment with a wallet (the answer says where
 * the browser goes to pay) or at the door instead (the kitchen starts it). Fails with 'Failed
 * updating your order', and the shop's sentence when a wallet does not answer.
 */
export function payOrder(api: ApiConnection, id: string, method: PaymentMethod): Promise<PaymentStart> {
  return call(api, { to: endpoint.payOrder, params: { id }, body: { method }, check: checkPaymentStart, failure: 'Failed updating your order' });
}
