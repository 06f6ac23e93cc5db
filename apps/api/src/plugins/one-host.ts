import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ClientError } from '../refusals.ts';

/** Whether the header list (name, value, name, value…) names the host more than once. */
export function namesHostTwice(rawHeaders: readonly string[]): boolean {
  let hosts = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]!.length === 4 && rawHeaders[index]!.toLowerCase() === 'host' && ++hosts > 1) return true;
  }
  return false;
}

/**
 * A request with two `Host` headers is refused (RFC 9112 §3.2): Node keeps the first, while a proxy
 * or cache in front may have acted on the other, the way host-header and cache-poisoning attacks begin.
 */
export const oneHost = fp(async (app: FastifyInstance) => {
  // A callback, not an async hook: every request passes here, the menu's too, and it needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    done(namesHostTwice(request.raw.rawHeaders) ? new ClientError(400, 'This request names its host more than once') : undefined);
  });
});
