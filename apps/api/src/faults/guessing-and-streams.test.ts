import { describe, expect, it, onTestFinished } from 'vitest';
import { messages } from '@chulo/api-client/contract';
import { openSse } from '@chulo/test-lab';
import { sampleCheckout } from '../testing/sample-orders.ts';
import { useTestShop } from '../testing/test-shop.ts';

const MISSES = 4;
const STREAMS_PER_CLIENT = 3;
const STREAMS_MAX = 6;

/** Each test is its own client (its own X-Forwarded-For, believed from the one trusted hop). */
let clients = 0;
const newClient = () => ({ 'x-forwarded-for': `203.0.113.${++clients}` });

describe('order ids cannot be guessed without limit, and live pages are capped', () => {
  const { shop, api } = useTestShop('sqlite', {
    env: {
      RATE_LIMIT: 'on',
      TRUST_PROXY: '1',
      RATE_LIMIT_ORDER_MISSES_PER_HOUR: String(MISSES),
      LIVE_STREAMS_PER_CLIENT: String(STREAMS_PER_CLIENT),
      LIVE_STREAMS_MAX: String(STREAMS_MAX),
    },
  });
  const placeOrder = async () => (await api('POST', '/api/order', sampleCheckout(1), newClient())).json.data.id as string;

  it(`answers ${MISSES} lookups of ids that do not exist an hour, then refuses every lookup by id, found or not, until the hour is over`, async () => {
    const client = newClient();
    const mine = await placeOrder();
    for (let n = 0; n < MISSES; n++) expect((await api('GET', `/api/order/NOSUCH${n}`, undefined, client)).status).toBe(404);
    const refused = [
      await api('GET', `/api/order/NOSUCH9`, undefined, client),
      await api('GET', `/api/order/${mine}`, undefined, client),
      await api('PATCH', `/api/order/${mine}`, { priority: true }, client),
      await api('GET', `/api/order/${mine}/events`, undefined, client),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.json).toEqual({ status: 'fail', message: messages.tooManyRequests('60 minutes') });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // The refused order was not made priority; other clients look it up as before.
    const seen = await api('GET', `/api/order/${mine}`, undefined, newClient());
    expect(seen.status).toBe(200);
    expect(seen.json.data.priority).toBe(false);
  });

  it('counts every kind of lookup that misses, and never one that finds its order', async () => {
    const client = newClient();
    const mine = await placeOrder();
    for (let n = 0; n < 3 * MISSES; n++) expect((await api('GET', `/api/order/${mine}`, undefined, client)).status).toBe(200);
    expect((await api('PATCH', '/api/order/NOSUCH1', { priority: true }, client)).status).toBe(404);
    expect((await api('GET', '/api/order/NOSUCH2/events', undefined, client)).status).toBe(404);
    expect((await api('GET', '/api/order/NOSUCH3', undefined, client)).status).toBe(404);
    expect((await api('GET', '/api/order/NOSUCH4', undefined, client)).status).toBe(404);
    expect((await api('GET', `/api/order/${mine}`, undefined, client)).status).toBe(429);
  });

  it('counts an IPv6 client as its /64: a new address in the same network earns no new allowance', async () => {
    const inNetwork = (host: number) => ({ 'x-forwarded-for': `2001:db8:85a3:42::${host.toString(16)}` });
    for (let n = 0; n < MISSES; n++) expect((await api('GET', `/api/order/NOSUCH${n}`, undefined, inNetwork(n + 1))).status).toBe(404);
    expect((await api('GET', '/api/order/NOSUCH9', undefined, inNetwork(99))).status).toBe(429);
    expect((await api('GET', '/api/order/NOSUCH9', undefined, { 'x-forwarded-for': '2001:db8:85a3:43::1' })).status).toBe(404);
  });

  it(`lets one client hold ${STREAMS_PER_CLIENT} live pages at once (429 beyond), and takes another once one closes`, async () => {
    const id = await placeOrder();
    const client = newClient();
    const url = `${shop.baseUrl}/api/order/${id}/events`;
    const pages = await Promise.all(Array.from({ length: STREAMS_PER_CLIENT }, () => openSse(url, client)));
    onTestFinished(() => pages.forEach((page) => page.close()));
    const refused = await api('GET', `/api/order/${id}/events`, undefined, client);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ status: 'fail', message: messages.TOO_MANY_LIVE_PAGES });
    // Another client is not held up by this one.
    const other = await openSse(url, newClient());
    other.close();

    pages.pop()?.close();
    await expect.poll(async () => (await fetchStatus(url, client))).toBe(200);
  });

  it(`holds ${STREAMS_MAX} live pages in all, whoever opens them, and answers 503 beyond`, async () => {
    const id = await placeOrder();
    const url = `${shop.baseUrl}/api/order/${id}/events`;
    const pages = await Promise.all(Array.from({ length: STREAMS_MAX }, () => openSse(url, newClient())));
    onTestFinished(() => pages.forEach((page) => page.close()));
    const refused = await api('GET', `/api/order/${id}/events`, undefined, newClient());
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual({ status: 'error', message: messages.LIVE_PAGES_FULL });
    for (const page of pages) page.close();
    await expect.poll(async () => (await fetchStatus(url, newClient()))).toBe(200);
  });
});

/** The status a live page opens with; the stream itself is closed at once. */
async function fetchStatus(url: string, headers: Record<string, string>): Promise<number> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  abort.abort();
  return response.status;
}
