import { call } from '../call.ts';
import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/customer-endpoints.ts';
import type { Order } from '../contract/index.ts';
import { orderNotFound } from '../contract/messages.ts';
import checkOrder from '../generated/order.ts';

/** An order, after it is placed: look it up, hurry it. */

/**
 * GET /api/order/{id}: the public order. Fails with "Couldn't find order #{id}"; an order that
 * is not there (404) is a customer's typo, not a failure for `onFailure`.
 */
export function getOrder(api: ApiConnection, id: string): Promise<Order> {
  return call(api, { to: endpoint.getOrder, params: { id }, check: checkOrder, failure: orderNotFound(id), answers: [404] });
}

/** PATCH /api/order/{id} to priority; no field of the answer is read (SPEC §7). Fails with 'Failed updating your order'. */
export function makeOrderPriority(api: ApiConnection, id: string): Promise<void> {
  return call(api, { to: endpoint.makeOrderPriority, params: { id }, body: { priority: true }, failure: 'Failed updating your order' });
}
