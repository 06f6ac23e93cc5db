import type { FastifyInstance } from 'fastify';
import { routes } from '@chulo/api-client/contract';
import type { KitchenPace } from '../services/kitchen-pace.ts';
import { serve } from './serve.ts';

/** Staff of either role mark the kitchen busy or pause online orders, and end either early. */
export async function pacingRoutes(app: FastifyInstance, { pace }: { pace: KitchenPace }) {
  serve(app, routes.getPacing, () => pace.forStaff());

  serve(app, routes.markBusy, async ({ body: { extraMinutes, forMinutes }, request }) => {
    const pacing = await pace.markBusy(extraMinutes, forMinutes, request.staff!.username);
    request.log.info({ extraMinutes, forMinutes, staff: request.staff!.username }, 'kitchen marked busy');
    return pacing;
  });

  serve(app, routes.endBusy, async ({ request }) => {
    const pacing = await pace.endBusy(request.staff!.username);
    request.log.info({ staff: request.staff!.username }, 'kitchen busy ended');
    return pacing;
  });

  serve(app, routes.pauseOnlineOrders, async ({ body: { forMinutes }, request }) => {
    const pacing = await pace.pauseOnlineOrders(forMinutes, request.staff!.username);
    request.log.info({ forMinutes, staff: request.staff!.username }, 'online orders paused');
    return pacing;
  });

  serve(app, routes.resumeOnlineOrders, async ({ request }) => {
    const pacing = await pace.resumeOnlineOrders(request.staff!.username);
    request.log.info({ staff: request.staff!.username }, 'online orders resumed');
    return pacing;
  });
}
