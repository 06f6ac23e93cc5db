import { type Route, type RouteName, routes } from '../../src/contract/index.ts';
import { FAILURE } from './answers.ts';
import { EXAMPLES } from './examples.ts';
import { openApiPath, operationOf, type Tag } from './operation.ts';
import { schemaComponents } from './schemas.ts';
import { STAFF_SECURITY_SCHEMES } from './staff-access.ts';

/**
 * The OpenAPI 3.1 document of the API, written from the route table when the package is built
 * (scripts/write-openapi.ts): every route, customer and staff, with its schemas, examples and
 * refusals. Nothing in it is written by hand but the words around them.
 */

const DESCRIPTION = [
  'The API of Chulo Pizza, a pizza shop in Kathmandu: the menu, ordering, following an order live, and the kitchen’s staff API.',
  'Every answer is JSON in an envelope, `{"status": "success", "data": …}`, except the reverse geocoder’s (bare, as such services answer) and the live feeds (Server-Sent Events). Every refusal is `{"status": "fail", "message": …}` (`"error"` when the shop failed), with `issues` when the request breaks its schema. Amounts are in Nepali rupees.',
  'Staff sign in with `POST /api/staff/login`, which sets the session cookie and answers the session’s CSRF token; every staff change sends that token in `x-csrf-token`.',
].join('\n\n');

const TAGS: Record<Tag, string> = {
  customer: 'What customers do: read the menu, place an order, make it priority, follow it, find the address of a position.',
  kitchen: 'The staff API, under /api/staff: sign in, follow and move orders, mark pizzas sold out or change their prices.',
};

export function openApiDocument(version: string) {
  const table = Object.entries(routes) as [RouteName, Route][];
  const { components, ref } = schemaComponents(table.map(([, route]) => route));
  const paths: Record<string, Record<string, object>> = {};
  for (const [name, route] of table) {
    const path = (paths[openApiPath(route.path)] ??= {});
    path[route.method.toLowerCase()] = operationOf(name, route, EXAMPLES[name], ref);
  }
  return {
    openapi: '3.1.1',
    info: { title: 'Chulo Pizza API', version, description: DESCRIPTION, license: { name: 'MIT', identifier: 'MIT' } },
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: { schemas: { ...components, Failure: FAILURE }, securitySchemes: STAFF_SECURITY_SCHEMES },
  };
}
