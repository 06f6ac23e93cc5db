import type { FastifyInstance } from 'fastify';
import { routes } from '@chulo/api-client/contract';
import type { KitchenMoves } from '../services/kitchen-moves.ts';
import type { OrderIntake } from '../services/order-intake.ts';
import { serve } from './serve.ts';

/** Staff of either role take an order by phone: placed as a customer's is, from no client of its own, and answered as the kitchen sees it. */
export async function phoneOrderRoutes(app: FastifyInstance, { intake, kitchen }: { intake: OrderIntake; kitchen: KitchenMoves }) {
  serve(app, routes.takePhoneOrder, async ({ body, request }) => {
    const { order } = await intake.place(body, { client: null, channel: 'phone' });
    request.log.info({ orderId: order.id, staff: request.staff?.username }, 'phone order taken');
    return kitchen.findForStaff(order.id);
  });
}
