import type { ActionFunctionArgs } from 'react-router';
import { OrderStatusSchema } from '../../../shared/order-schema.ts';
import { StaffApiError } from '../api/staff-client.ts';
import type { StaffOrder } from '../../../shared/order-schema.ts';
import { moveOrder } from '../api/staff-orders.ts';
import { asStaff, signInIfSignedOut } from '../api/staff-session.ts';

export type MoveResult = { order: StaffOrder; error?: never } | { error: string; order?: never };

/** Moves one order on (form fields `orderId` and `status`) and answers with it, or with what went wrong. */
export async function ordersAction({ request }: ActionFunctionArgs): Promise<MoveResult> {
  const form = await request.formData();
  const orderId = String(form.get('orderId') ?? '');
  const status = OrderStatusSchema.safeParse(form.get('status'));
  if (!orderId || !status.success) return { error: 'This button is out of date. Please reload the page.' };
  try {
    return { order: await asStaff((csrfToken) => moveOrder(csrfToken, orderId, status.data)) };
  } catch (error) {
    if (error instanceof StaffApiError && error.status !== 401) return { error: error.message };
    return signInIfSignedOut(error, request);
  }
}
