import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request itself and says so, or leaves it to Fastify (false). */
export type FirstAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The HTTP/1 server Fastify would make (its lib/server.js: the same `http` options, keep-alive,
 * request and connection timeouts), with `first` asked before Fastify routes each request. For the
 * few answers that are the same bytes for everyone, where Fastify's routing, request objects and
 * hooks would cost more than the answer itself. `first` is read per request, so the routes that
 * provide it can be registered after the server is made.
 */
export function serverAnsweringFirst(first: () => FirstAnswer | null): FastifyServerFactory {
  return (handler, options) => {
    // Fastify hands over its options with their defaults filled in.
    const settings = options as { http?: http.ServerOptions; keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
    const server = http.createServer(settings.http ?? {}, (request, response) => {
      if (!first()?.(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout);
    return server;
  };
}
