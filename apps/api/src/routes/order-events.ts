import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Order } from '@chulo/api-client/contract';
import type { OrderDesk } from '../domain/order-desk.ts';
import type { OrderWatch } from '../live/order-watch.ts';
import { parseOr400 } from './parse.ts';

const IdParams = z.object({ id: z.string().max(64, 'Order id is too long') });

/** A customer's order page, live: the public order (never personal data) on every change. */
export async function orderEventRoutes(app: FastifyInstance, { orders, watch }: { orders: OrderDesk; watch: OrderWatch<Order> }) {
  app.get('/api/order/:id/events', async (request, reply) => {
    const { id } = parseOr400(IdParams, request.params);
    const order = await orders.find(id);
    const stream = app.openEventStream(request, reply);
    stream.onClose(watch.watch(order.id, (changed) => stream.send('order', changed)));
    stream.send('order', order);
  });
}
