import type { LoaderFunctionArgs } from 'react-router';
import type { Order } from '../../shared/schemas.ts';
import { getOrder } from '../lib/api.ts';
import { nepaliNumbersReady } from '../lib/nepali-numbers.ts';

/** The order, loaded before the screen renders (SPEC §2), with prices ready to format. */
export async function orderLoader({ params }: LoaderFunctionArgs): Promise<Order> {
  const [order] = await Promise.all([getOrder(params.orderId ?? ''), nepaliNumbersReady()]);
  return order;
}
