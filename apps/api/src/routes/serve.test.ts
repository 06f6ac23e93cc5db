import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type Order, routes } from '@chulo/api-client/contract';
import { errorEnvelope } from '../plugins/errors.ts';
import { serve, validateWithContract } from './serve.ts';

const ORDER: Order = {
  id: 'K7M2P9QX',
  status: 'baking',
  priority: false,
  priorityPrice: 0,
  orderPrice: 850,
  estimatedDelivery: '2026-11-23T10:15:00.000Z',
  createdAt: '2026-11-23T09:50:12.000Z',
  cart: [{ pizzaId: 3, name: 'Momo Pizza', quantity: 2, unitPrice: 425, totalPrice: 850 }],
  statusHistory: [{ status: 'preparing', at: '2026-11-23T09:50:12.000Z' }],
};

describe('a route served from the table', () => {
  const app = Fastify();
  app.setValidatorCompiler(validateWithContract);
  app.decorate('rateLimitOf', () => false as const);
  afterAll(() => app.close());

  it('answers the handler’s data in the envelope, with only the fields the table names', async () => {
    await app.register(errorEnvelope);
    // A handler that hands back more than the public order (a phone, say) still sends only the public order.
    serve(app, routes.getOrder, ({ params }) => ({ ...ORDER, id: params.id, phone: '9841234567' }));
    const answer = await app.inject({ method: 'GET', url: '/api/order/K7M2P9QX' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'success', data: ORDER });
  });

  it('refuses what the table’s schema refuses, with its sentence and every problem', async () => {
    const answer = await app.inject({ method: 'GET', url: `/api/order/${'A'.repeat(65)}` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ status: 'fail', message: 'Order id is too long', issues: [{ path: 'id', message: 'Order id is too long' }] });
  });
});
