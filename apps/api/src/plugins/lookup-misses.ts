import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { clientOf } from './client-address.ts';
import { ClientWindows, tooManyRequests } from './client-windows.ts';

const HOUR = 60 * 60 * 1000;

export interface MissGuard {
  /** Refuses a client whose misses this hour are used up. */
  check: onRequestHookHandler;
  /** Counts a lookup that found nothing. */
  count: onResponseHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The hooks of the routes that find an order by its id; null when limits are off. */
    missGuard: MissGuard | null;
  }
}

/**
 * An order's id is all it takes to see the order and add the priority fee to its bill, so ids
 * must not be guessed: lookups that find nothing are counted per client, and past `perHour` in a
 * client's hour it is refused until that hour is over. Found orders never count: a customer
 * following their own order, or many customers behind one carrier's address, are never held up.
 */
export const lookupMisses = fp(async (app: FastifyInstance, { perHour }: { perHour: number | null }) => {
  if (perHour === null) {
    app.decorate('missGuard', null);
    return;
  }
  const misses = new ClientWindows(HOUR);

  const check = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const waitMs = misses.waitMs(clientOf(request.ip), perHour);
    done(waitMs > 0 ? tooManyRequests(reply, waitMs) : undefined);
  };

  const count = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (reply.statusCode === 404) misses.count(clientOf(request.ip));
    done();
  };

  app.decorate('missGuard', { check, count });
});
