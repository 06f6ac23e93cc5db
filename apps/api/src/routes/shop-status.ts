import type { FastifyInstance, FastifyReply } from 'fastify';
import { busyMinutesAt, type KitchenPacing, type KitchenSettings, type PaymentMethod } from '@chulo/domain';
import { routes, type ShopSettings } from '@chulo/api-client/contract';
import type { Clock } from '../services/clock.ts';
import { type KitchenPace, pacingForCustomers } from '../services/kitchen-pace.ts';
import { laterTimes, type ShopSettingsKeeper, shopStatus } from '../services/shop-settings-keeper.ts';
import { serve } from './serve.ts';

/** Whether the shop takes orders now, for the order form: answered from memory, worked out for this instant. */
export async function shopStatusRoutes(
  app: FastifyInstance,
  { settings, pace, clock, kitchen, payments }: { settings: ShopSettingsKeeper; pace: KitchenPace; clock: Clock; kitchen: KitchenSettings; payments: PaymentMethod[] | null },
) {
  // Open or closed changes with the clock: any cache on the way asks again each time.
  const answer = (reply: FastifyReply, current: ShopSettings, pacing: KitchenPacing) => {
    reply.header('cache-control', 'no-cache');
    const now = clock();
    return {
      ...shopStatus(current, now),
      ...pacingForCustomers(pacing, now),
      ...laterTimes(current, kitchen, busyMinutesAt(pacing, now), now),
      ...(payments && { payments }),
    };
  };
  serve(app, routes.getShopStatus, ({ reply }) => {
    const ready = settings.ready();
    const pacing = pace.ready();
    return ready && pacing ? answer(reply, ready, pacing) : Promise.all([settings.current(), pace.current()]).then(([current, kept]) => answer(reply, current, kept));
  });
}
