import type { NewOrder, Pizza } from '@chulo/api-client/contract';

/** A small seeded generator (mulberry32), so every run sends the same mix of customers and carts. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], random: () => number = Math.random): T {
  return items[Math.floor(random() * items.length)]!;
}

const FIRST_NAMES = ['Aarati', 'Bikash', 'Chandra', 'Dipesh', 'Gita', 'Hari', 'Ishwor', 'Kabita', 'Manish', 'Nirmala', 'Prakash', 'Rojina', 'Sagar', 'Sunita', 'Tenzing', 'Pema'];
const LAST_NAMES = ['Shrestha', 'Maharjan', 'Tamang', 'Gurung', 'Rai', 'Thapa', 'Adhikari', 'Karki', 'Sherpa', 'Bajracharya', 'Pradhan', 'Joshi'];
const TOLES = ['Thamel', 'Baluwatar', 'Lazimpat', 'Jhamsikhel', 'Baneshwor', 'Boudha', 'Kupondole', 'Maharajgunj', 'Koteshwor', 'Chabahil', 'Kalimati', 'Patan Dhoka'];

export interface MenuAnswer {
  /** The exact bytes of the answer, for the baseline server to repeat. */
  body: Buffer;
  contentType: string;
  pizzas: Pizza[];
}

export async function fetchMenu(baseUrl: string): Promise<MenuAnswer> {
  const response = await fetch(`${baseUrl}/api/menu`, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET /api/menu answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const parsed = JSON.parse(body.toString('utf8')) as { data: Pizza[] };
  return { body, contentType: response.headers.get('content-type') ?? 'application/json', pizzas: parsed.data };
}

/** A customer a Kathmandu shop would see: a name, a mobile number, a tole and ward, sometimes a map position. */
export function randomOrder(pizzas: readonly Pizza[], random: () => number, priority = false): NewOrder {
  const available = pizzas.filter((pizza) => !pizza.soldOut);
  const lineCount = 1 + Math.floor(random() * 3);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(lineCount, available.length)) chosen.add(pick(available, random).id);
  const withPosition = random() < 0.5;
  return {
    customer: `${pick(FIRST_NAMES, random)} ${pick(LAST_NAMES, random)}`,
    phone: `98${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
    address: `Ward ${1 + Math.floor(random() * 32)}, ${pick(TOLES, random)}, Kathmandu`,
    priority,
    position: withPosition ? `${(27.68 + random() * 0.06).toFixed(5)},${(85.28 + random() * 0.08).toFixed(5)}` : '',
    cart: [...chosen].map((pizzaId) => ({ pizzaId, quantity: 1 + Math.floor(random() * 3) })),
  };
}

/** Ready-made request bodies, so building them costs the load generator nothing during a run. */
export function orderBodies(pizzas: readonly Pizza[], count: number, seed: number, priorityShare = 0): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => JSON.stringify(randomOrder(pizzas, random, random() < priorityShare)));
}

/** Runs `task` over `items` with at most `concurrency` in flight. */
export async function inPool<T, R>(items: readonly T[], concurrency: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** Places orders through the public API, as customers would; returns their ids. */
export async function placeOrders(baseUrl: string, pizzas: readonly Pizza[], count: number, seed = 1): Promise<string[]> {
  const bodies = orderBodies(pizzas, count, seed);
  return inPool(bodies, 32, async (body) => {
    const response = await fetch(`${baseUrl}/api/order`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const answer = (await response.json()) as { data?: { id: string }; message?: string };
    if (response.status !== 201 || !answer.data) throw new Error(`POST /api/order answered ${response.status}: ${answer.message}`);
    return answer.data.id;
  });
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function median(values: readonly number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}
