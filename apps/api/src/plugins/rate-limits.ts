import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from '../config.ts';

export type RouteLimit = RateLimitOptions | false;

/**
 * Per-client limits for the endpoints a bot could abuse. Counters live in each
 * instance's memory: behind N instances a client gets at most N times the limit.
 */
export function routeLimits(limits: RateLimits | null) {
  const perMinute = (max: number): RouteLimit => (limits ? { max, timeWindow: '1 minute' } : false);
  return {
    orderCreation: perMinute(limits?.ordersPerMinute ?? 0),
    priorityUpdate: perMinute(limits?.priorityUpdatesPerMinute ?? 0),
    geocoding: perMinute(limits?.geocodesPerMinute ?? 0),
    staffLogin: limits ? ({ max: limits.staffLoginsPer15Minutes, timeWindow: '15 minutes' } as RouteLimit) : false,
  };
}
export type RouteLimits = ReturnType<typeof routeLimits>;

export const rateLimits = fp(async (app: FastifyInstance, { limits }: { limits: RateLimits | null }) => {
  if (!limits) return;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 'fail',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
});
