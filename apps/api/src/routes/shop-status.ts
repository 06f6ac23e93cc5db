import type { FastifyInstance, FastifyReply } from 'fastify';
import { busyMinutesAt, type KitchenPacing, type KitchenSettings, type PaymentMethod } from '@chulo/domain';
import { routes, type ShopSettings } from '@chulo/api-client/contract';
import type { Clock } from '../services/clock.ts';
import { type KitchenPace, pacingForCustomers } from '../services/kitchen-pace.ts';
import { laterTimes, type ShopSettingsKeeper, shopStatus } from '../services/shop-settings-keeper.ts';
import { serve } from './serve.ts';

interface ShopStatusSources {
  settings: ShopSettingsKeeper;
  pace: KitchenPace;
  clock: Clock;
  kitchen: KitchenSettings;
  payments: PaymentMethod[] | null;
  /** The pizzas in the kitchen's queue now, which the soonest time for later waits behind. */
  pizzasWaiting: () => Promise<number>;
}

/** Whether the shop takes orders now, for the order form: the settings from memory and the queue's two counts, worked out for this instant. */
export async function shopStatusRoutes(app: FastifyInstance, { settings, pace, clock, kitchen, payments, pizzasWaiting }: ShopStatusSources) {
  // Open or closed changes with the clock: any cache on the way asks again each time.
  const answer = (reply: FastifyReply, current: ShopSettings, pacing: KitchenPacing, pizzasAhead: number) => {
    reply.header('cache-control', 'no-cache');
    const now = clock();
    return {
      ...shopStatus(current, now),
      ...pacingForCustomers(pacing, now),
      ...laterTimes(current, kitchen, { busyMinutes: busyMinutesAt(pacing, now), pizzasAhead }, now),
      ...(payments && { payments }),
    };
  };
  serve(app, routes.getShopStatus, async ({ reply }) => {
    const [current, pacing, pizzasAhead] = await Promise.all([settings.ready() ?? settings.current(), pace.ready() ?? pace.current(), pizzasWaiting()]);
    return answer(reply, current, pacing, pizzasAhead);
  });
}
