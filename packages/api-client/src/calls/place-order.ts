import { call } from '../call.ts';
import type { ApiConnection } from '../connection.ts';
import type { NewOrder, PlacedOrder } from '../contract/index.ts';
import checkPlacedOrder from '../generated/placed-order.ts';

/**
 * POST /api/order. Sending the same order again with the same `idempotencyKey` (a retry after a
 * timeout or a lost answer) answers with the order the first attempt created instead of placing
 * a second one. Only the new order's id is read. Fails with 'Failed creating your order'.
 */
export function createOrder(api: ApiConnection, order: NewOrder, { idempotencyKey }: { idempotencyKey: string }): Promise<PlacedOrder> {
  return call(api, {
    method: 'POST',
    path: '/api/order',
    body: order,
    headers: { 'idempotency-key': idempotencyKey },
    check: checkPlacedOrder,
    failure: 'Failed creating your order',
  });
}
