import { type ErrorAnswer, errorAnswers, type Route } from '../../src/contract/index.ts';
import type { LiveEvent } from './examples.ts';
import type { JsonSchema } from './schemas.ts';

/** The answers of one operation: its success in the form the table names, and every refusal `errorAnswers` lists. */

/** The one shape of every refusal and failure, a component of its own. */
export const FAILURE: JsonSchema = {
  description:
    'Every refusal and failure: `fail` when the request cannot be answered as sent (4xx), `error` when the shop failed (5xx). The message is a sentence a person can read.',
  type: 'object',
  properties: {
    status: { enum: ['fail', 'error'] },
    message: { type: 'string' },
    issues: {
      description: 'Only on a 400 for a request its schema refuses: every problem, where (`cart.0.quantity`; empty for the whole request) and what.',
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
        required: ['path', 'message'],
      },
    },
  },
  required: ['status', 'message'],
};

const FAILURE_REF = { $ref: '#/components/schemas/Failure' };

type Refer = (schema: NonNullable<Route['data']>) => JsonSchema;

export function answersOf(route: Route, answer: unknown, ref: Refer): Record<string, object> {
  return { [route.status]: success(route, answer, ref), ...failures(errorAnswers(route)) };
}

function success(route: Route, answer: unknown, ref: Refer): object {
  const data: JsonSchema = route.data ? ref(route.data) : { type: 'null' };
  switch (route.answer) {
    case 'envelope': {
      const alongside = route.alongside ?? {};
      const constants = Object.fromEntries(Object.entries(alongside).map(([name, value]) => [name, { const: value }]));
      return {
        description: 'Done: the data, in the success envelope',
        content: {
          'application/json': {
            schema: { type: 'object', properties: { status: { const: 'success' }, data, ...constants }, required: ['status', 'data', ...Object.keys(alongside)] },
            example: { status: 'success', data: answer, ...alongside },
          },
        },
      };
    }
    case 'bare':
      return { description: 'Done: the data itself, without the envelope', content: { 'application/json': { schema: data, example: answer } } };
    case 'redirect':
      return { description: 'See Other: the browser goes on to the order’s page (`Location`)', headers: { Location: { schema: { type: 'string' } } } };
    case 'csv':
      return { description: 'Done: a CSV file (RFC 4180, UTF-8), its first line the column names', content: { 'text/csv': { schema: { type: 'string' } } } };
    case 'events':
      return {
        description: 'Server-Sent Events, until the caller closes the connection. The schema describes one event; the example is the stream as sent.',
        content: { 'text/event-stream': { schema: liveEvent(data), example: eventStream(answer as LiveEvent<unknown>[]) } },
      };
  }
}

/** One event of a stream, as OpenAPI 3.2 describes items of a stream: its data is JSON text of the route's schema. */
function liveEvent(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      event: { type: 'string' },
      data: { type: 'string', contentMediaType: 'application/json', contentSchema: data },
    },
    required: ['event', 'data'],
  };
}

const eventStream = (events: LiveEvent<unknown>[]) => events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');

/** The refusals of one status together: when each is given, and what it says. */
function failures(answers: ErrorAnswer[]): Record<string, object> {
  const statuses = [...new Set(answers.map(({ status }) => status))];
  return Object.fromEntries(
    statuses.map((status) => {
      const refusals = answers.filter((answer) => answer.status === status);
      const examples = refusals.map(({ when, message }) => [slug(message), { summary: when, value: { status: status >= 500 ? 'error' : 'fail', message } }]);
      return [
        status,
        {
          description: `When ${inWords([...new Set(refusals.map(({ when }) => when))])}`,
          content: { 'application/json': { schema: FAILURE_REF, examples: Object.fromEntries(examples) } },
        },
      ];
    }),
  );
}

const slug = (words: string) => words.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** `a`, `a or b`, `a, b or c`. */
const inWords = (clauses: string[]) => (clauses.length > 1 ? `${clauses.slice(0, -1).join(', ')} or ${clauses.at(-1)}` : (clauses[0] ?? ''));
