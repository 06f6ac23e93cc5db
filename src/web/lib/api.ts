import type * as z from 'zod/mini';
import type { CartItem, NewOrder, Order, Pizza, ReverseGeocode } from '../../shared/schemas.ts';

/**
 * The one client for the shop's API. Every answer is checked against the shared
 * schemas; every failure reaches the customer as one of SPEC §8's messages and
 * reaches the operator, with its cause, in the console.
 *
 * The schemas (and zod/mini with them, ~10 KB gzipped) are imported on first use and in
 * parallel with the request, so the home page never downloads them.
 */
const loadSchemas = () => import('./api-schemas.ts');
type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

/** A failure the customer can read. */
export class ApiError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
  }
}

interface Call<T> {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Takes what the customer needs out of a success answer, or throws. */
  read: (payload: unknown, schemas: Schemas) => T;
  /** What the customer reads when anything goes wrong. */
  failure: string;
}

async function send(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(path, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  return { response, payload };
}

function serverMessage(payload: unknown): string {
  if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string') {
    return payload.message;
  }
  return 'no message';
}

async function call<T>({ method, path, body, headers, read, failure }: Call<T>): Promise<T> {
  try {
    const [{ response, payload }, schemas] = await Promise.all([send(method, path, body, headers), loadSchemas()]);
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${serverMessage(payload)}`);
    return read(payload, schemas);
  } catch (cause) {
    console.error(`[api] ${method} ${path} failed`, cause);
    throw new ApiError(failure, { cause });
  }
}

/** `data` of a `{status: 'success', data}` answer, checked against `schema`. */
function dataOf<S extends z.ZodMiniType>(schemas: Schemas, schema: S, payload: unknown): z.output<S> {
  const parsed = schemas.successEnvelope(schema).safeParse(payload);
  if (!parsed.success) throw new Error(`Unexpected answer: ${parsed.error.message}`);
  return (parsed.data as { data: z.output<S> }).data;
}

export function getMenu(): Promise<Pizza[]> {
  return call({
    method: 'GET',
    path: '/api/menu',
    read: (payload, schemas) => dataOf(schemas, schemas.array(schemas.PizzaSchema), payload),
    failure: 'Failed getting menu',
  });
}

export function getOrder(id: string): Promise<Order> {
  return call({
    method: 'GET',
    path: `/api/order/${encodeURIComponent(id)}`,
    read: (payload, schemas) => dataOf(schemas, schemas.OrderSchema, payload),
    failure: `Couldn't find order #${id}`,
  });
}

/** The order as the form sends it: the cart travels with names and prices, in rupees. */
export type OrderRequest = Omit<NewOrder, 'cart'> & { cart: CartItem[] };

/**
 * Places an order. The same `idempotencyKey` on a retry makes the server answer
 * with the order the first attempt created instead of cooking it twice.
 */
export function createOrder(order: OrderRequest, idempotencyKey: string): Promise<{ id: string }> {
  return call({
    method: 'POST',
    path: '/api/order',
    body: order,
    headers: { 'idempotency-key': idempotencyKey },
    // Only the id is read: the order exists once the server says so, whatever else the answer holds.
    read: (payload, schemas) => dataOf(schemas, schemas.pick(schemas.OrderSchema, { id: true }), payload),
    failure: 'Failed creating your order',
  });
}

export function makeOrderPriority(id: string): Promise<void> {
  return call({
    method: 'PATCH',
    path: `/api/order/${encodeURIComponent(id)}`,
    body: { priority: true },
    // SPEC §7: no field of the answer is read.
    read: () => undefined,
    failure: 'Failed updating your order',
  });
}

export function reverseGeocode(latitude: number, longitude: number): Promise<ReverseGeocode> {
  // Six decimals (about 10 cm) keep the query inside the server's number format.
  const query = new URLSearchParams({ latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) });
  return call({
    method: 'GET',
    path: `/api/geocode/reverse?${query}`,
    read: (payload, schemas) => dataOf(schemas, schemas.GeocodeSchema, payload),
    failure: 'Failed getting address',
  });
}

/**
 * Follows an order live (Server-Sent Events): `onChange` gets every new state the
 * server announces. The browser reconnects by itself after a dropped connection.
 * Returns the way to stop.
 */
export function watchOrder(id: string, onChange: (order: Order) => void): () => void {
  const events = new EventSource(`/api/order/${encodeURIComponent(id)}/events`);
  events.addEventListener('order', (event) => {
    void loadSchemas().then((schemas) => {
      const parsed = schemas.OrderSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) onChange(parsed.data);
      else console.error(`[api] unexpected live update for order ${id}`, parsed.error);
    });
  });
  return () => events.close();
}
