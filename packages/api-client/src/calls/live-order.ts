import type { ApiConnection, Unsubscribe } from '../connection.ts';
import * as endpoint from '../contract/customer-endpoints.ts';
import type { Order } from '../contract/index.ts';
import { orderNotFound } from '../contract/messages.ts';
import checkOrder from '../generated/order.ts';
import { follow, type LiveHandlers } from '../live/follow.ts';

/** The order, live: `onOrder` gets it on connecting and after every change (status, estimate, priority). */
export function followOrder(api: ApiConnection, id: string, handlers: LiveHandlers & { onOrder(order: Order): void }): Unsubscribe {
  return follow(api, checkOrder, { ...handlers, to: endpoint.followOrder, params: { id }, failure: orderNotFound(id) });
}
