import type { ActionFunctionArgs } from 'react-router';
import { makeOrderPriority } from './order-api.ts';

/** PATCHes the order to priority; the order's loader then reloads it, and the button goes. */
export async function makePriorityAction({ params }: ActionFunctionArgs): Promise<{ error: string | null }> {
  try {
    await makeOrderPriority(params.orderId ?? '');
    return { error: null };
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'Failed updating your order' };
  }
}
