import type { ActionFunctionArgs } from 'react-router';
import { makeOrderPriority } from '@chulo/api-client';
import { api } from '../lib/api-client.ts';

/** PATCHes the order to priority; the order's loader then reloads it, and the button goes. */
export async function makePriorityAction({ params }: ActionFunctionArgs): Promise<{ error: string | null }> {
  try {
    await makeOrderPriority(api, params.orderId ?? '');
    return { error: null };
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'Failed updating your order' };
  }
}
