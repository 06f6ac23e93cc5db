import type { OrderStatus, StaffOrder } from '@chulo/api-client/contract';
import checkStaffOrder from '@chulo/api-client/contract?schema=StaffOrderSchema&check';
import checkStaffOrders from '@chulo/api-client/contract?schema=StaffOrdersSchema&check';
import { staffCall } from './staff-client.ts';

/** Every open order (preparing, baking, delivering), priority first. */
export function getOpenOrders(): Promise<StaffOrder[]> {
  return staffCall<StaffOrder[]>({ method: 'GET', path: '/api/staff/orders', data: checkStaffOrders });
}

/** Moves an order on to `status` (its next one, or 'cancelled'); the server answers 409 if it may not. */
export function moveOrder(csrfToken: string, orderId: string, status: OrderStatus): Promise<StaffOrder> {
  return staffCall<StaffOrder>({
    method: 'PATCH',
    path: `/api/staff/orders/${encodeURIComponent(orderId)}`,
    body: { status },
    csrfToken,
    data: checkStaffOrder,
  });
}
