/** An answer of the shop's API, its body parsed. */
export interface Answer {
  status: number;
  headers: Headers;
  json: any;
}

export interface CallOptions {
  body?: unknown;
  /** The client's address, as a load balancer passes it on (X-Forwarded-For). */
  client?: string;
  headers?: Record<string, string>;
}

/** One request to the shop, as a browser or another site's server sends it. */
export async function call(baseUrl: string, method: string, path: string, { body, client, headers = {} }: CallOptions = {}): Promise<Answer> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(client ? { 'x-forwarded-for': client } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

/** A customer's checkout of `quantity` of one pizza. */
export function checkout(pizzaId: number, quantity = 1) {
  return { customer: 'Sita Sharma', phone: '9841234567', address: 'Jhamsikhel, Lalitpur', priority: false, position: '', cart: [{ pizzaId, quantity }] };
}

/** The first pizza on sale. */
export async function pizzaOnSale(baseUrl: string): Promise<number> {
  const menu = await call(baseUrl, 'GET', '/api/menu');
  const pizza = (menu.json.data as { id: number; soldOut: boolean }[]).find((candidate) => !candidate.soldOut);
  if (!pizza) throw new Error('no pizza on sale');
  return pizza.id;
}

/** Places an order and answers its id, or fails with the shop's answer. */
export async function placeOrder(
  baseUrl: string,
  pizzaId: number,
  { quantity = 1, client, phone }: { quantity?: number; client?: string; phone?: string } = {},
): Promise<string> {
  const placed = await call(baseUrl, 'POST', '/api/order', { body: { ...checkout(pizzaId, quantity), ...(phone ? { phone } : {}) }, client });
  if (placed.status !== 201) throw new Error(`the order was refused (${placed.status}): ${JSON.stringify(placed.json)}`);
  return placed.json.data.id;
}
