/**
 * What an endpoint is without its schemas: where a call goes and who may make it. The endpoints
 * themselves are in customer-endpoints.ts and staff-endpoints.ts, the half of the route table
 * (routes.ts) that the client's calls read, so that a page downloads its own calls' addresses and
 * no zod; the server registers every route from the whole table, and the build writes the OpenAPI
 * document from it.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone; a signed-in member of staff, whose changes also carry the session's CSRF
 * token; or only staff whose role is owner.
 */
export type Access = 'anyone' | 'staff' | 'owner';

/** The per-client limit a route counts against; the server's settings give each class its figure. */
export type RateLimitClass = 'orders' | 'priority' | 'geocode' | 'staff-sign-in';

/**
 * How the answer comes: `{status: 'success', data}`; the data bare (the reverse geocoder
 * answers as such services do, SPEC §7); Server-Sent Events, each event's data one order; a
 * CSV file (an export of orders); or `303 See Other` to a page of the shop (a payment
 * provider's return, which a browser follows).
 */
export type AnswerForm = 'envelope' | 'bare' | 'events' | 'csv' | 'redirect';

export interface Endpoint {
  readonly method: Method;
  /** With `:name` for each path parameter. */
  readonly path: string;
  readonly access: Access;
  readonly rateLimit: RateLimitClass | null;
  /** The status of a successful answer. */
  readonly status: 200 | 201 | 303;
  readonly answer: AnswerForm;
}

const DEFAULTS = { status: 200, answer: 'envelope', rateLimit: null } as const;
type Given = Pick<Endpoint, 'method' | 'path' | 'access'> & Partial<Endpoint>;

/** An endpoint: what it is given, and otherwise a 200 in the envelope with no rate limit. */
export const endpoint = <const E extends Given>(given: E) => ({ ...DEFAULTS, ...given }) as Omit<typeof DEFAULTS, keyof E> & E;

/** The names of a path's `:name` parameters. */
export type PathParameters<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameters<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path of a call: each `:name` replaced by its value, encoded. */
export function pathTo<Path extends string>(
  { path }: { path: Path },
  parameters: Record<PathParameters<Path>, string | number>,
): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(parameters[name as PathParameters<Path>])));
}
