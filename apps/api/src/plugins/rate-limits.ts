import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { messages, type RateLimitClass } from '@chulo/api-client/contract';
import type { RateLimits } from '../config.ts';
import { clientOf } from './client-address.ts';

export type RouteLimit = RateLimitOptions | false;

declare module 'fastify' {
  interface FastifyInstance {
    /** The limit of a route's class in the route table, as configured; false for none. */
    rateLimitOf(limitClass: RateLimitClass | null): RouteLimit;
    /** Counts a customer page rendered afresh (not a kept one) against its client's allowance, 429 past it; null when limits are off. */
    freshRenders: preHandlerAsyncHookHandler | null;
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
    'staff-sign-in': per(limits?.staffLoginsPer15Minutes ?? 0, '15 minutes'),
  };
}

export const rateLimits = fp(async (app: FastifyInstance, { limits }: { limits: RateLimits | null }) => {
  const byClass = routeLimits(limits);
  app.decorate('rateLimitOf', (limitClass: RateLimitClass | null) => (limitClass ? byClass[limitClass] : false));
  if (!limits) {
    app.decorate('freshRenders', null);
    return;
  }
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientOf(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 'fail',
      message: messages.tooManyRequests(context.after),
    }),
  });
  // Not a route's limit: the page route calls it only when it renders, never for a page it kept.
  app.decorate('freshRenders', app.rateLimit({ max: limits.pageRendersPerMinute, timeWindow: '1 minute' }));
});
