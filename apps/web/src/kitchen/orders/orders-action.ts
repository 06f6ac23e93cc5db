import type { ActionFunctionArgs } from 'react-router';
import { ORDER_STATUSES } from '@chulo/domain';
import { ApiError, isSignedOut, type OrderStatus, type StaffOrder } from '@chulo/api-client';
import { moveOrder } from '@chulo/api-client/staff';
import { api } from '../../lib/api-client.ts';
import { asStaff, signInIfSignedOut } from '../api/staff-session.ts';

const isOrderStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value);

export type MoveResult = { order: StaffOrder; error?: never } | { error: string; order?: never };

/** Moves one order on (form fields `orderId` and `status`) and answers with it, or with what went wrong. */
export async function ordersAction({ request }: ActionFunctionArgs): Promise<MoveResult> {
  const form = await request.formData();
  const orderId = String(form.get('orderId') ?? '');
  const status = form.get('status');
  if (!orderId || !isOrderStatus(status)) return { error: 'This button is out of date. Please reload the page.' };
  try {
    return { order: await asStaff((csrfToken) => moveOrder(api, orderId, status, csrfToken)) };
  } catch (error) {
    if (error instanceof ApiError && !isSignedOut(error)) return { error: error.message };
    return signInIfSignedOut(error, request);
  }
}
