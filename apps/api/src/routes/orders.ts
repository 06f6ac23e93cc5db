import type { FastifyInstance } from 'fastify';
import { routes } from '@chulo/api-client/contract';
import { clientOf } from '../plugins/client-address.ts';
import type { OrderIntake } from '../services/order-intake.ts';
import { serve } from './serve.ts';

export async function orderRoutes(app: FastifyInstance, { intake }: { intake: OrderIntake }) {
  serve(app, routes.createOrder, async ({ body, headers, request, reply }) => {
    const placed = await intake.place(body, { client: clientOf(request.ip), channel: 'web', idempotencyKey: headers['idempotency-key'] ?? null });
    // A retry gets the very answer the first attempt got.
    if (placed.replayed) reply.header('idempotent-replayed', 'true');
    return placed.order;
  });

  serve(app, routes.getOrder, ({ params }) => intake.find(params.id));

  serve(app, routes.makeOrderPriority, ({ params }) => intake.makePriority(params.id));
}
