import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@chulo/api-client/contract';
import { ClientError, RequestRefused } from '../refusals.ts';
import { RESOURCE_SECURITY_HEADERS } from './security-headers.ts';

/** Connection failures that mean "the database is away", not "the request is wrong". */
const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', 'SQLITE_BUSY']);

/**
 * A transaction cut off mid-way reports the failure of its ROLLBACK on the dead connection
 * ("Client has encountered a connection error and is not queryable"), not the cut itself.
 */
function isDatabaseDown(error: Error & { code?: string }): boolean {
  return (
    (error.code !== undefined && DATABASE_DOWN_CODES.has(error.code)) ||
    /timeout exceeded when trying to connect|Connection terminated|Query read timeout|is not queryable/i.test(error.message)
  );
}

/** Every answer under /api is the JSON envelope: `fail` for 4xx, `error` for 5xx, never a stack trace. */
export const errorEnvelope = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ status: 'fail', message: `There is nothing at ${request.method} ${request.url.split('?')[0]}` }),
  );
  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    if (error instanceof RequestRefused) {
      return reply.code(400).send({ status: 'fail', message: error.message, issues: error.issues });
    }
    if (error instanceof ClientError) {
      // A refusal of ours that is no fault of the request's (the kitchen is full) is an `error`, as every 5xx is.
      return reply.code(error.statusCode).send({ status: error.statusCode >= 500 ? 'error' : 'fail', message: error.message });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ status: 'fail', message: messages.INVALID_JSON });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ status: 'fail', message: error.message });
    }
    if (isDatabaseDown(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 'error', message: messages.UNAVAILABLE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status: 'error', message: messages.SERVER_FAILED });
  });
});

/**
 * Fastify's own answer to a malformed URL (`/api/order/%`) or an over-long path parameter,
 * given before any hook runs: the same envelope and security headers as every other answer.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode ?? 400;
  reply.code(statusCode).headers(RESOURCE_SECURITY_HEADERS);
  if (statusCode >= 500) return reply.send({ status: 'error', message: messages.SERVER_FAILED });
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of this address is too long' : 'This address is malformed';
  return reply.send({ status: 'fail', message });
}

/**
 * Node's answer to a request it cannot even parse (bytes a request line may not hold, headers
 * too large), written straight to the socket before Fastify sees a request: the envelope and
 * security headers here too.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'This request is malformed'];
  const body = JSON.stringify({ status: 'fail', message });
  const headers = {
    ...RESOURCE_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  if (!socket.writable) return void socket.destroy();
  // An answer to HEAD has no body, even when the rest of the request made no sense.
  const toHead = (error as { rawPacket?: Buffer }).rawPacket?.toString('latin1', 0, 5) === 'HEAD ';
  socket.write(`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${head.join('')}\r\n${toHead ? '' : body}`);
  socket.destroySoon();
}
