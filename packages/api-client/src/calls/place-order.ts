import { call } from '../call.ts';
import type { ApiConnection } from '../connection.ts';
import type { NewOrder, PlacedOrder } from '../contract/index.ts';
import { orderRefusal } from '../contract/order-rules.ts';
import { InvalidRequestError } from '../invalid-request.ts';
import checkPlacedOrder from '../generated/placed-order.ts';

const FAILURE = 'Failed creating your order';
const PATH = '/api/order';

/**
 * POST /api/order. Sending the same order again with the same `idempotencyKey` (a retry after a
 * timeout or a lost answer) answers with the order the first attempt created instead of placing
 * a second one. Only the new order's id is read. Fails with 'Failed creating your order'; an order
 * the server would refuse for its limits is not sent (InvalidRequestError, with the server's words).
 */
export async function createOrder(api: ApiConnection, order: NewOrder, { idempotencyKey }: { idempotencyKey: string }): Promise<PlacedOrder> {
  const reason = orderRefusal(order);
  if (reason) throw new InvalidRequestError(FAILURE, { method: 'POST', path: PATH, reason });
  return call(api, {
    method: 'POST',
    path: PATH,
    body: order,
    headers: { 'idempotency-key': idempotencyKey },
    check: checkPlacedOrder,
    failure: FAILURE,
  });
}
