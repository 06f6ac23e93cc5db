import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NewOrderSchema, PriorityUpdateSchema } from '@chulo/api-client/contract';
import type { OrderDesk } from '../domain/order-desk.ts';
import type { RouteLimits } from '../plugins/rate-limits.ts';
import { parseOr400 } from './parse.ts';

const IdParams = z.object({ id: z.string().max(64, 'Order id is too long') });
const IdempotencyKey = z.string().trim().min(1).max(200, 'Idempotency-Key must be at most 200 characters').optional();

export async function orderRoutes(app: FastifyInstance, { orders, limits }: { orders: OrderDesk; limits: RouteLimits }) {
  app.post('/api/order', { config: { rateLimit: limits.orderCreation } }, async (request, reply) => {
    const order = parseOr400(NewOrderSchema, request.body);
    const key = parseOr400(IdempotencyKey, request.headers['idempotency-key']);
    const placed = await orders.place(order, key ?? null);
    // A retry gets the very answer the first attempt got.
    if (placed.replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(201).send({ status: 'success', data: placed.order });
  });

  app.get('/api/order/:id', async (request) => {
    const { id } = parseOr400(IdParams, request.params);
    return { status: 'success', data: await orders.find(id) };
  });

  app.patch('/api/order/:id', { config: { rateLimit: limits.priorityUpdate } }, async (request) => {
    const { id } = parseOr400(IdParams, request.params);
    parseOr400(PriorityUpdateSchema, request.body);
    return { status: 'success', data: await orders.makePriority(id) };
  });
}
