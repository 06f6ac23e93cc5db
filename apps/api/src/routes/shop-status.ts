import type { FastifyInstance, FastifyReply } from 'fastify';
import { routes, type ShopSettings } from '@chulo/api-client/contract';
import type { Clock } from '../services/clock.ts';
import { type ShopSettingsKeeper, shopStatus } from '../services/shop-settings-keeper.ts';
import { serve } from './serve.ts';

/** Whether the shop takes orders now, for the order form: answered from memory, worked out for this instant. */
export async function shopStatusRoutes(app: FastifyInstance, { settings, clock }: { settings: ShopSettingsKeeper; clock: Clock }) {
  // Open or closed changes with the clock: any cache on the way asks again each time.
  const answer = (reply: FastifyReply, current: ShopSettings) => {
    reply.header('cache-control', 'no-cache');
    return shopStatus(current, clock());
  };
  serve(app, routes.getShopStatus, ({ reply }) => {
    const ready = settings.ready();
    return ready ? answer(reply, ready) : settings.current().then((current) => answer(reply, current));
  });
}
