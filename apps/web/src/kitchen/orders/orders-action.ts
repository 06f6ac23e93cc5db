import type { ActionFunctionArgs } from 'react-router';
import checkStatus from '@chulo/api-client/contract?schema=OrderStatusSchema&check';
import { StaffApiError } from '../api/staff-client.ts';
import type { OrderStatus, StaffOrder } from '@chulo/api-client/contract';
import { moveOrder } from '../api/staff-orders.ts';
import { asStaff, signInIfSignedOut } from '../api/staff-session.ts';

export type MoveResult = { order: StaffOrder; error?: never } | { error: string; order?: never };

/** Moves one order on (form fields `orderId` and `status`) and answers with it, or with what went wrong. */
export async function ordersAction({ request }: ActionFunctionArgs): Promise<MoveResult> {
  const form = await request.formData();
  const orderId = String(form.get('orderId') ?? '');
  const status = form.get('status');
  if (!orderId || !checkStatus(status)) return { error: 'This button is out of date. Please reload the page.' };
  try {
    return { order: await asStaff((csrfToken) => moveOrder(csrfToken, orderId, status as OrderStatus)) };
  } catch (error) {
    if (error instanceof StaffApiError && error.status !== 401) return { error: error.message };
    return signInIfSignedOut(error, request);
  }
}
