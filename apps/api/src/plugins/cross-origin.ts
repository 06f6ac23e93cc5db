import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What another site's page may call: the customer API and the pizza images and photos. The kitchen is never among them. */
function openToOtherSites(url: string): boolean {
  if (/^\/api\/staff(?:[/?]|$)/.test(url)) return false;
  return url.startsWith('/api/') || url.startsWith('/images/') || url.startsWith('/photos/');
}

/**
 * Cross-origin calls from the sites in CORS_ORIGINS: preflights answered, CORS headers sent to those
 * origins only, and never on the staff API, whose session cookie must stay this site's alone. With no
 * origins listed, nothing is registered and the API answers as a same-origin one.
 */
export const crossOrigin = fp(async (app: FastifyInstance, { origins }: { origins: readonly string[] }) => {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    delegator: (request, callback) => {
      callback(null, {
        origin: openToOtherSites(request.url) ? (origin, answer) => answer(null, origin !== undefined && allowed.has(origin)) : false,
        methods: ['GET', 'POST', 'PATCH'],
        // What the api-client sends: JSON bodies and a checkout's idempotency key.
        allowedHeaders: ['accept', 'content-type', 'idempotency-key'],
        exposedHeaders: ['etag'],
        credentials: false,
        maxAge: 600,
      });
    },
  });
});
