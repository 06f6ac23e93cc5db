import type { FastifyRequest } from 'fastify';

/**
 * What the log says of each request: method, path, client and route, never the query (the
 * address lookup carries the customer's position there), a header (cookies, CSRF tokens,
 * idempotency keys) or a body (names, phones, addresses, passwords). Each log line is personal
 * data's way out of the shop, so only what an operator needs to follow a request goes in.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    path: request.url.split('?')[0],
    client: request.ip,
  };
}
