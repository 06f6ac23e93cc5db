import type { LoaderFunctionArgs } from 'react-router';
import { getOrder, type Order } from '@chulo/api-client';
import { api } from '../lib/api-client.ts';
import { nepaliNumbersReady } from '../lib/nepali-numbers.ts';
import { preloadable } from '../lib/preload.ts';

const order = preloadable(async (id) => {
  const [found] = await Promise.all([getOrder(api, id), nepaliNumbersReady()]);
  return found;
});

/** Starts loading an order before the app has arrived (main.tsx). */
export const preloadOrder = (id: string): void => order.preload(id);

/** The order, loaded before the screen renders (SPEC §2), with prices ready to format. */
export const orderLoader = ({ params }: LoaderFunctionArgs): Promise<Order> => order.load(params.orderId ?? '');
