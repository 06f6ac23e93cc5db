import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '@chulo/api-client/contract';
import { ORDER } from '@chulo/api-client/testing';
import { errorEnvelope } from '../plugins/errors.ts';
import { serve, validateWithContract } from './serve.ts';

describe('a route served from the table', () => {
  const app = Fastify();
  app.setValidatorCompiler(validateWithContract);
  app.decorate('rateLimitOf', () => false as const);
  afterAll(() => app.close());

  it('answers the handler’s data in the envelope, with only the fields the table names', async () => {
    await app.register(errorEnvelope);
    // A handler that hands back more than the public order (a phone, say) still sends only the public order.
    serve(app, routes.getOrder, ({ params }) => ({ ...ORDER, id: params.id, phone: '9841234567' }));
    const answer = await app.inject({ method: 'GET', url: `/api/order/${ORDER.id}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'success', data: ORDER });
  });

  it('refuses what the table’s schema refuses, with its sentence and every problem', async () => {
    const answer = await app.inject({ method: 'GET', url: `/api/order/${'A'.repeat(65)}` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ status: 'fail', message: 'Order id is too long', issues: [{ path: 'id', message: 'Order id is too long' }] });
  });
});
