import * as z from 'zod/mini';
import { type OrderStatus, type StaffOrder, StaffOrderSchema } from '../../../shared/order-schema.ts';
import { staffCall } from './staff-client.ts';

/** Every open order (preparing, baking, delivering), priority first. */
export function getOpenOrders(): Promise<StaffOrder[]> {
  return staffCall({ method: 'GET', path: '/api/staff/orders', data: z.array(StaffOrderSchema) });
}

/** Moves an order on to `status` (its next one, or 'cancelled'); the server answers 409 if it may not. */
export function moveOrder(csrfToken: string, orderId: string, status: OrderStatus): Promise<StaffOrder> {
  return staffCall({
    method: 'PATCH',
    path: `/api/staff/orders/${encodeURIComponent(orderId)}`,
    body: { status },
    csrfToken,
    data: StaffOrderSchema,
  });
}
