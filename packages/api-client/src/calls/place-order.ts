import { call } from '../call.ts';
import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/customer-endpoints.ts';
import type { NewOrder, PlacedOrder } from '../contract/index.ts';
import { NewOrderSchema } from '../contract/requests.ts';
import checkPlacedOrder from '../generated/placed-order.ts';
import { checkRequest } from '../request-check.ts';

/**
 * POST /api/order. Sending the same order again with the same `idempotencyKey` (a retry after a
 * timeout or a lost answer) answers with the order the first attempt created instead of placing
 * a second one. Only the new order's id is read. Fails with 'Failed creating your order'; an order
 * that breaks the contract's schema is not sent (InvalidRequestError, in the server's words).
 */
export async function createOrder(api: ApiConnection, order: NewOrder, { idempotencyKey }: { idempotencyKey: string }): Promise<PlacedOrder> {
  const request = { to: endpoint.createOrder, body: order };
  checkRequest(NewOrderSchema, request);
  return call(api, { ...request, headers: { 'idempotency-key': idempotencyKey }, check: checkPlacedOrder, failure: 'Failed creating your order' });
}
