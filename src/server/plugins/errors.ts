import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ClientError } from '../domain/errors.ts';

/** Connection failures that mean "the database is away", not "the request is wrong". */
const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', 'SQLITE_BUSY']);

function isDatabaseDown(error: Error & { code?: string }): boolean {
  return (
    (error.code !== undefined && DATABASE_DOWN_CODES.has(error.code)) ||
    /timeout exceeded when trying to connect|Connection terminated|Query read timeout/i.test(error.message)
  );
}

/** Every answer under /api is the JSON envelope: `fail` for 4xx, `error` for 5xx, never a stack trace. */
export const errorEnvelope = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ status: 'fail', message: `There is nothing at ${request.method} ${request.url.split('?')[0]}` }),
  );
  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    if (error instanceof ClientError) {
      return reply.code(error.statusCode).send({ status: 'fail', message: error.message });
    }
    if (error.validation || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      const message = error.validation ? error.message : 'The request body is not valid JSON';
      return reply.code(400).send({ status: 'fail', message });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ status: 'fail', message: error.message });
    }
    if (isDatabaseDown(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 'error', message: 'The shop is briefly unavailable. Please try again in a moment.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status: 'error', message: 'Something went wrong on our side' });
  });
});
