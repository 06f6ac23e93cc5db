import type { FastifyInstance } from 'fastify';
import { type Order, routes } from '@chulo/api-client/contract';
import type { OrderIntake } from '../services/order-intake.ts';
import type { OrderWatch } from '../live/order-watch.ts';
import { serve } from './serve.ts';

/** A customer's order page, live: the public order (never personal data) on every change. */
export async function orderEventRoutes(app: FastifyInstance, { intake, watch }: { intake: OrderIntake; watch: OrderWatch<Order> }) {
  serve(app, routes.followOrder, async ({ params, request, reply }) => {
    const order = await intake.find(params.id);
    const stream = app.openEventStream(request, reply, 'customers');
    stream.onClose(watch.watch(order.id, (changed) => stream.send('order', changed)));
    stream.send('order', order);
    return reply;
  });
}
