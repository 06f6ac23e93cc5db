import { z } from 'zod';
import { OrderSchema, type OrderStatus } from '../../../shared/schemas.ts';
import { staffCall } from './staff-client.ts';

/**
 * An order as the kitchen sees it: the public order plus who to deliver to, and
 * where (the server's `StaffOrder`). `position` is "lat,lng" or empty.
 */
export const StaffOrderSchema = OrderSchema.extend({
  customer: z.string(),
  phone: z.string(),
  address: z.string(),
  position: z.string(),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;

/** Every open order (preparing, baking, delivering), priority first. */
export function getOpenOrders(): Promise<StaffOrder[]> {
  return staffCall({ method: 'GET', path: '/api/staff/orders', data: StaffOrderSchema.array() });
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
