import type { Order } from '@chulo/api-client';

/** An order as the shop answers it: two Margheritas, being prepared. */
export const ORDER: Order = {
  id: 'WF23FG66',
  status: 'preparing',
  priority: false,
  priorityPrice: 0,
  orderPrice: 1300,
  estimatedDelivery: '2026-11-24T05:35:00.000Z',
  createdAt: '2026-11-24T05:00:00.000Z',
  cart: [{ pizzaId: 1, name: 'Margherita', quantity: 2, unitPrice: 650, totalPrice: 1300 }],
  statusHistory: [{ status: 'preparing', at: '2026-11-24T05:00:00.000Z' }],
};
