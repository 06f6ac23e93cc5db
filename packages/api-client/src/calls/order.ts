import { call } from '../call.ts';
import type { ApiConnection } from '../connection.ts';
import type { Order } from '../contract/index.ts';
import checkOrder from '../generated/order.ts';

/** An order, after it is placed: look it up, hurry it. */

export const orderPath = (id: string) => `/api/order/${encodeURIComponent(id)}`;
export const notFound = (id: string) => `Couldn't find order #${id}`;

/**
 * GET /api/order/{id}: the public order. Fails with "Couldn't find order #{id}"; an order that
 * is not there (404) is a customer's typo, not a failure for `onFailure`.
 */
export function getOrder(api: ApiConnection, id: string): Promise<Order> {
  return call(api, { method: 'GET', path: orderPath(id), check: checkOrder, failure: notFound(id), answers: [404] });
}

/** PATCH /api/order/{id} to priority; no field of the answer is read (SPEC §7). Fails with 'Failed updating your order'. */
export function makeOrderPriority(api: ApiConnection, id: string): Promise<void> {
  return call(api, { method: 'PATCH', path: orderPath(id), body: { priority: true }, failure: 'Failed updating your order' });
}
