import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages, type RateLimitClass } from '@chulo/api-client/contract';
import type { RateLimits } from '../config.ts';
import { clientOf } from './client-address.ts';

export type RouteLimit = RateLimitOptions | false;

declare module 'fastify' {
  interface FastifyInstance {
    /** The limit of a route's class in the route table, as configured; false for none. */
    rateLimitOf(limitClass: RateLimitClass | null): RouteLimit;
  }
}

/**
 * Per-client limits for the endpoints a bot could abuse: the route table names each route's
 * class, the settings give each class its figure. Counters live in each instance's memory:
 * behind N instances a client gets at most N times the limit.
 */
export function routeLimits(limits: RateLimits | null): Record<RateLimitClass, RouteLimit> {
  const per = (max: number, timeWindow: string): RouteLimit => (limits ? { max, timeWindow } : false);
  return {
    orders: per(limits?.ordersPerMinute ?? 0, '1 minute'),
    priority: per(limits?.priorityUpdatesPerMinute ?? 0, '1 minute'),
    geocode: per(limits?.geocodesPerMinute ?? 0, '1 minute'),
    // Failed sign-ins only, per client and per account: routes/staff.ts counts them.
    'staff-sign-in': false,
  };
}

export const rateLimits = fp(async (app: FastifyInstance, { limits }: { limits: RateLimits | null }) => {
  const byClass = routeLimits(limits);
  app.decorate('rateLimitOf', (limitClass: RateLimitClass | null) => (limitClass ? byClass[limitClass] : false));
  if (!limits) return;
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientOf(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 'fail',
      message: messages.tooManyRequests(context.after),
    }),
  });
});
