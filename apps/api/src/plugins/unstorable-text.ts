import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ClientError } from '../refusals.ts';

/** A lone UTF-16 surrogate: no encoding can store it, so a database would keep something else. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Deeper than any request the shop reads; the schemas refuse such shapes anyway. */
const MAX_DEPTH = 8;

function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  return Object.entries(value).some(([key, inner]) => holdsUnstorableText(key) || holdsUnstorableText(inner, depth + 1));
}

/**
 * Text the databases cannot keep as sent is refused, wherever it comes in: PostgreSQL rejects
 * NUL characters (a 500 otherwise), and both databases would quietly turn a lone surrogate into
 * a replacement character. Everything else is stored exactly as sent, on either database.
 */
export const refuseUnstorableText = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const unstorable = holdsUnstorableText(request.params) || holdsUnstorableText(request.query) || holdsUnstorableText(request.body);
    done(unstorable ? new ClientError(400, 'This request holds characters the shop cannot store') : undefined);
  });
});
