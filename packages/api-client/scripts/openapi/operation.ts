import type * as z from 'zod/mini';
import type { Route } from '../../src/contract/index.ts';
import { answersOf } from './answers.ts';
import type { RouteExample } from './examples.ts';
import { jsonSchemaOf, type JsonSchema } from './schemas.ts';
import { securityOf } from './staff-access.ts';

/** One route of the table as an OpenAPI operation. */

export type Tag = 'customer' | 'kitchen';

/** The kitchen's calls are those under /api/staff, where its session cookie goes. */
const tagOf = ({ path }: Route): Tag => (path.startsWith('/api/staff/') ? 'kitchen' : 'customer');

/** `/api/order/:id` as OpenAPI writes it: `/api/order/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

type Place = 'path' | 'query' | 'header';

/** `idempotency-key` (as Node hands headers over) as the header is written: `Idempotency-Key`. */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

/** Each property of a path's, query's or headers' schema as a parameter, with its example value. */
function parametersOf(schema: z.ZodMiniType | undefined, place: Place, examples: object = {}): object[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchemaOf(schema, 'input');
  return Object.entries(properties).map(([name, property]) => ({
    name: place === 'header' ? headerName(name) : name,
    in: place,
    // A path parameter is always there; the others as the schema says.
    required: place === 'path' || required.includes(name),
    schema: property,
    ...(name in examples && { example: examples[name as keyof typeof examples] }),
  }));
}

export function operationOf(name: string, route: Route, example: RouteExample<Route>, ref: (schema: z.ZodMiniType) => JsonSchema): object {
  const parameters = [
    ...parametersOf(route.params, 'path', example.params as object),
    ...parametersOf(route.query, 'query', example.query as object),
    ...parametersOf(route.headers, 'header', example.headers as object),
  ];
  const security = securityOf(route);
  return {
    operationId: name,
    summary: route.summary,
    ...(route.description && { description: route.description }),
    tags: [tagOf(route)],
    ...(parameters.length > 0 && { parameters }),
    ...(route.body && { requestBody: { required: true, content: { 'application/json': { schema: ref(route.body), example: example.body } } } }),
    ...(route.upload && { requestBody: uploadOf(route.upload) }),
    responses: answersOf(route, example.answer, ref),
    ...(security && { security }),
  };
}

/** A file sent as it is: any of its media types, as bytes. */
function uploadOf({ mediaTypes, maxBytes }: NonNullable<Route['upload']>): object {
  const file = { type: 'string', contentMediaType: 'application/octet-stream', maxLength: maxBytes };
  return {
    required: true,
    description: `The file itself, at most ${maxBytes / 1024 / 1024} MB.`,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: file }])),
  };
}
