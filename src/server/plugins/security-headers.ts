import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Nothing is loaded from another origin. */
const POLICY: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // HSTS belongs to whoever terminates TLS in front of us.
  strictTransportSecurity: false,
};

/**
 * The policy as a plain list of headers. It is static, so helmet works it out once here
 * instead of on every request; the list also serves the few answers Node or Fastify send
 * before any hook runs (a request line Node cannot parse, a malformed URL).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(POLICY)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
})();

/** One place for the headers every response carries. */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: this runs on every request, and a promise each time shows.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
});
