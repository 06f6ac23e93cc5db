import type { CartItem, NewOrder, Order } from '@chulo/api-client/contract';
import checkOrder from '@chulo/api-client/contract?schema=OrderSchema&check';
import checkPlacedOrder from '@chulo/api-client/contract?schema=PlacedOrderSchema&check';
import { apiCall } from '../lib/api.ts';
import { checked } from '../lib/answer-check.ts';

export function getOrder(id: string): Promise<Order> {
  return apiCall<Order>({
    method: 'GET',
    path: `/api/order/${encodeURIComponent(id)}`,
    answer: checkOrder,
    failure: `Couldn't find order #${id}`,
  });
}

/** The order as the form sends it: the cart travels with names and prices, in rupees. */
export type OrderRequest = Omit<NewOrder, 'cart'> & { cart: CartItem[] };

/**
 * Places an order. The same `idempotencyKey` on a retry makes the server answer
 * with the order the first attempt created instead of cooking it twice.
 */
export function createOrder(order: OrderRequest, idempotencyKey: string): Promise<{ id: string }> {
  return apiCall<{ id: string }>({
    method: 'POST',
    path: '/api/order',
    body: order,
    headers: { 'idempotency-key': idempotencyKey },
    // Only the id is read: the order exists once the server says so, whatever else the answer holds.
    answer: checkPlacedOrder,
    failure: 'Failed creating your order',
  });
}

/** SPEC §7: no field of the answer is read. */
export function makeOrderPriority(id: string): Promise<void> {
  return apiCall({
    method: 'PATCH',
    path: `/api/order/${encodeURIComponent(id)}`,
    body: { priority: true },
    failure: 'Failed updating your order',
  });
}

/**
 * Follows an order live (Server-Sent Events): `onChange` gets every new state the
 * server announces. The browser reconnects by itself after a dropped connection.
 * Returns the way to stop.
 */
export function watchOrder(id: string, onChange: (order: Order) => void): () => void {
  const events = new EventSource(`/api/order/${encodeURIComponent(id)}/events`);
  events.addEventListener('order', (event) => {
    try {
      onChange(checked<Order>(checkOrder, JSON.parse((event as MessageEvent<string>).data)));
    } catch (error) {
      console.error(`[api] unexpected live update for order ${id}`, error);
    }
  });
  return () => events.close();
}
