import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@chulo/api-client/contract';
import { clientOf } from './client-address.ts';

const HOUR = 60 * 60 * 1000;
/** Clients tracked at once: beyond it the oldest window is forgotten, so memory stays bounded whoever asks. */
const MAX_CLIENTS = 100_000;

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
  const windows = new Map<string, { misses: number; until: number }>();

  const check = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const window = windows.get(clientOf(request.ip));
    if (!window || window.misses < perHour || window.until <= Date.now()) return done();
    const seconds = Math.ceil((window.until - Date.now()) / 1000);
    void reply
      .code(429)
      .header('retry-after', String(seconds))
      .send({ status: 'fail', message: messages.tooManyRequests(inMinutes(seconds)) });
  };

  const count = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (reply.statusCode === 404) {
      const client = clientOf(request.ip);
      const now = Date.now();
      const window = windows.get(client);
      if (window && window.until > now) window.misses++;
      else {
        windows.delete(client);
        if (windows.size >= MAX_CLIENTS) windows.delete(windows.keys().next().value as string);
        windows.set(client, { misses: 1, until: now + HOUR });
      }
    }
    done();
  };

  app.decorate('missGuard', { check, count });
});

const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};
