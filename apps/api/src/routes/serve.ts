import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { safeParse, toJSONSchema, type $ZodType, type input, type output } from 'zod/v4/core';
import type { Route } from '@chulo/api-client/contract';
import { RequestRefused } from '../refusals.ts';

/**
 * Every API route is registered here, from the contract's route table: the table says where the
 * route is, who may call it, its rate limit, what it takes and what it answers; a handler only
 * calls the shop and returns data. Requests are validated with the table's zod schemas (the very
 * ones the client checks with before sending); answers are serialised from the same schemas,
 * compiled to JSON Schema once at start-up for Fastify's serialiser; the envelope is added once,
 * below.
 */

type Input<Schema> = Schema extends $ZodType ? output<Schema> : undefined;
type Data<R extends Route> = R['answer'] extends 'csv' ? CsvFile : R['answer'] extends 'redirect' ? string : R['data'] extends $ZodType ? input<R['data']> : null;

/** A CSV answer: the name it is saved under, and its text a piece at a time (a large file is never one string). */
export interface CsvFile {
  name: string;
  text: AsyncIterable<string>;
}

/** What a handler is asked: the request's parts as the table's schemas parsed them. */
export interface Asked<R extends Route> {
  params: Input<R['params']>;
  query: Input<R['query']>;
  body: Input<R['body']>;
  headers: Input<R['headers']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Answers the route's data; or the reply itself, when the handler answered on its own (a prepared menu, an event stream). */
export type Handler<R extends Route> = (asked: Asked<R>) => Data<R> | FastifyReply | Promise<Data<R> | FastifyReply>;

/** The table's schemas validate what Fastify hands them; a refusal names its first problem in a sentence, and lists them all. */
export const validateWithContract: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (value) => {
    const result = safeParse(schema, value);
    if (result.success) return { value: result.data };
    return { error: RequestRefused.from(result.error.issues) };
  };

/** The JSON Schema of a route's successful answer, for fast-json-stringify. */
function answerSchema(route: Route): object | undefined {
  if (route.answer === 'events' || route.answer === 'csv' || route.answer === 'redirect') return undefined;
  const data = route.data ? toJSONSchema(route.data, { io: 'input', target: 'draft-07', unrepresentable: 'any' }) : { type: 'null' };
  if (route.answer === 'bare') return data;
  const alongside = Object.fromEntries(Object.entries(route.alongside ?? {}).map(([name, value]) => [name, { const: value }]));
  return { type: 'object', properties: { status: { const: 'success' }, data, ...alongside }, required: ['status', 'data'] };
}

/** A download, as a browser saves it: the file's name is ours (never the client's), so it needs no escaping. */
function sendCsv(reply: FastifyReply, { name, text }: CsvFile): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(Readable.from(text));
}

export function serve<R extends Route>(app: FastifyInstance, route: R, handler: Handler<R>): void {
  const answer = answerSchema(route);
  const respond = (reply: FastifyReply, data: unknown) => {
    // A handler that answered itself. A promise of the reply settles with what the reply's own `then` gives
    // (a reply is thenable), not the reply: so `sent` says it too.
    if (data === reply || reply.sent) return reply;
    if (route.personal) reply.header('cache-control', 'no-store');
    if (route.answer === 'csv') return sendCsv(reply.code(route.status), data as CsvFile);
    // A provider's return: the browser goes on to the page the handler names, an address of the shop's own.
    if (route.answer === 'redirect') return reply.redirect(data as string, route.status);
    return reply.code(route.status).send(route.answer === 'bare' ? data : { status: 'success', data, ...route.alongside });
  };
  // Who is asking comes before what they sent: a caller without the route's role is refused before
  // the body is read, so a stranger never fills the server's memory nor learns the body's schema.
  const onRequest = [
    ...(route.access === 'anyone' ? [] : [route.access === 'owner' ? app.requireOwner : app.requireStaff]),
    ...(route.missLimited && app.missGuard ? [app.missGuard.check] : []),
  ];
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.headers && { headers: route.headers }),
      ...(route.body && { body: route.body }),
      ...(answer && { response: { [route.status]: answer } }),
    },
    config: { rateLimit: app.rateLimitOf(route.rateLimit) },
    // An upload (a photo of megabytes) is let in above the JSON routes' limit.
    ...(route.upload && { bodyLimit: route.upload.maxBytes }),
    ...(onRequest.length > 0 && { onRequest }),
    ...(route.missLimited && app.missGuard && { onResponse: app.missGuard.count }),
    // Not async: the menu, answered from memory, goes out without waiting for a promise.
    handler(request, reply) {
      const { params, query, body, headers } = request as unknown as Asked<R>;
      const data = handler({ params, query, body, headers, request, reply });
      return data instanceof Promise ? data.then((settled) => respond(reply, settled)) : respond(reply, data);
    },
  });
}
