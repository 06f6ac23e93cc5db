import type { LoaderFunctionArgs } from 'react-router';
import type { Order } from '@chulo/api-client/contract';
import { nepaliNumbersReady } from '../lib/nepali-numbers.ts';
import { preloadable } from '../lib/preload.ts';
import { getOrder } from './order-api.ts';

const order = preloadable(async (id) => {
  const [found] = await Promise.all([getOrder(id), nepaliNumbersReady()]);
  return found;
});

/** Starts loading an order before the app has arrived (main.tsx). */
export const preloadOrder = (id: string): void => order.preload(id);

/** The order, loaded before the screen renders (SPEC §2), with prices ready to format. */
export const orderLoader = ({ params }: LoaderFunctionArgs): Promise<Order> => order.load(params.orderId ?? '');
