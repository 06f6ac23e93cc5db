import type { ApiConnection, Unsubscribe } from '../connection.ts';
import * as endpoint from '../contract/staff-endpoints.ts';
import type { KitchenPacing, NewOrder, OrderStatus, StaffOrder } from '../contract/index.ts';
import { NewOrderSchema } from '../contract/requests.ts';
import { StatusChangeSchema } from '../contract/staff-requests.ts';
import checkStaffOrder from '../generated/staff-order.ts';
import checkStaffOrders from '../generated/staff-orders.ts';
import checkKitchenPacing from '../generated/kitchen-pacing.ts';
import { feedEvent, follow, type LiveHandlers } from '../live/follow.ts';
import { checkRequest } from '../request-check.ts';
import { ask, change, staffWording } from './ask.ts';

/** The kitchen's board: the open orders, each moved on by staff, and every change live. */

/** Every open order (or only those in `status`), in the order the kitchen cooks them. */
export function getOpenOrders(api: ApiConnection, status?: OrderStatus): Promise<StaffOrder[]> {
  return ask(api, { to: endpoint.getOpenOrders, query: status ? `status=${status}` : undefined, check: checkStaffOrders });
}

export function getOrder(api: ApiConnection, id: string): Promise<StaffOrder> {
  return ask(api, { to: endpoint.getStaffOrder, params: { id }, check: checkStaffOrder });
}

/**
 * An order staff take by phone: the customer's order form's body, placed as a `phone` order (taken
 * while online orders are paused). Answers the order as the kitchen sees it; an order that breaks
 * the contract's schema is not sent (InvalidRequestError, in the server's words).
 */
export async function takePhoneOrder(api: ApiConnection, order: NewOrder, csrfToken: string): Promise<StaffOrder> {
  const request = { to: endpoint.takePhoneOrder, body: order };
  checkRequest(NewOrderSchema, request);
  return change(api, csrfToken, { ...request, check: checkStaffOrder });
}

/** Moves an order on to `status` (its next one, or 'cancelled'); a 409 when it may not. */
export async function moveOrder(api: ApiConnection, id: string, status: OrderStatus, csrfToken: string): Promise<StaffOrder> {
  const request = { to: endpoint.moveOrder, params: { id }, body: { status } };
  checkRequest(StatusChangeSchema, request);
  return change(api, csrfToken, { ...request, check: checkStaffOrder });
}

/**
 * Every order change, live. `onReady` comes on every (re)connect, once the server follows
 * changes for this connection: the moment to list the orders again, so that nothing missed
 * while away is lost. `onPacing` gets the kitchen's pace after each `ready` and whenever staff change it.
 */
export function followOrders(
  api: ApiConnection,
  { onPacing, ...handlers }: LiveHandlers & { onReady?(): void; onOrder(order: StaffOrder): void; onPacing?(pacing: KitchenPacing): void },
): Unsubscribe {
  const also = onPacing ? [feedEvent('pacing', checkKitchenPacing, onPacing)] : [];
  return follow(api, checkStaffOrder, { ...handlers, also, to: endpoint.followOrders, failure: staffWording });
}
