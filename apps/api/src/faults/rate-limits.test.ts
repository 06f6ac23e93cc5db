import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { sampleCheckout } from '../testing/sample-orders.ts';
import { call, startTestShop, useTestShop } from '../testing/test-shop.ts';

const LIMIT = 3;
const LIMITED = {
  RATE_LIMIT: 'on',
  RATE_LIMIT_ORDERS_PER_MINUTE: String(LIMIT),
  RATE_LIMIT_PRIORITY_PER_MINUTE: String(LIMIT),
  RATE_LIMIT_GEOCODE_PER_MINUTE: String(LIMIT),
};

/** Each test is its own client (its own X-Forwarded-For), so each starts with a fresh allowance. */
let clients = 0;
const newClient = () => ({ 'x-forwarded-for': `203.0.113.${++clients}` });

function expectTooMany(answer: { status: number; headers: Headers; json: any }) {
  expect(answer.status).toBe(429);
  expect(answer.json).toEqual({ status: 'fail', message: expect.stringContaining('Too many requests') });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('abuse limits', () => {
  // Behind a load balancer, as in production: the client is the one X-Forwarded-For names.
  const { shop, database, api } = useTestShop('sqlite', { env: { ...LIMITED, TRUST_PROXY: '1' } });

  it(`lets a client place ${LIMIT} orders a minute, then answers 429 and stores nothing more`, async () => {
    const client = newClient();
    for (let n = 0; n < LIMIT; n++) expect((await api('POST', '/api/order', sampleCheckout(n), client)).status).toBe(201);
    const before = (await shop.store.db.selectFrom('orders').select('id').execute()).length;
    expectTooMany(await api('POST', '/api/order', sampleCheckout(9), client));
    // Even a malformed body counts: the limit comes before any work.
    expectTooMany(await api('POST', '/api/order', '{', client));
    expect(await shop.store.db.selectFrom('orders').select('id').execute()).toHaveLength(before);
    // Looking orders up is not limited.
    const anyOrder = (await shop.store.db.selectFrom('orders').select('id').executeTakeFirstOrThrow()).id;
    for (let n = 0; n < LIMIT + 2; n++) expect((await api('GET', `/api/order/${anyOrder}`, undefined, client)).status).toBe(200);
  });

  it('takes the client from the entry the trusted load balancer added, not from what the client wrote before it', async () => {
    const client = newClient()['x-forwarded-for'];
    // Each request claims another address on the left, as a client may write; the load balancer appends the real one.
    const spoofed = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}, ${client}` });
    for (let n = 0; n < LIMIT; n++) expect((await api('POST', '/api/order', sampleCheckout(n), spoofed(n))).status).toBe(201);
    expectTooMany(await api('POST', '/api/order', sampleCheckout(9), spoofed(99)));
  });

  it(`limits priority upgrades to ${LIMIT} a minute`, async () => {
    const client = newClient();
    const ids = await Promise.all(
      Array.from({ length: LIMIT + 1 }, async (_, n) => (await api('POST', '/api/order', { ...sampleCheckout(n), priority: false }, newClient())).json.data.id),
    );
    for (const id of ids.slice(0, LIMIT)) expect((await api('PATCH', `/api/order/${id}`, { priority: true }, client)).status).toBe(200);
    expectTooMany(await api('PATCH', `/api/order/${ids[LIMIT]}`, { priority: true }, client));
    expect((await api('GET', `/api/order/${ids[LIMIT]}`)).json.data.priority).toBe(false);
  });

  it(`limits reverse geocoding to ${LIMIT} a minute`, async () => {
    const client = newClient();
    const kathmandu = '/api/geocode/reverse?latitude=27.7172&longitude=85.324';
    for (let n = 0; n < LIMIT; n++) expect((await api('GET', kathmandu, undefined, client)).status).toBe(200);
    expectTooMany(await api('GET', kathmandu, undefined, client));
  });

  it('counts each route and each client apart', async () => {
    const client = newClient();
    for (let n = 0; n < LIMIT; n++) await api('POST', '/api/order', sampleCheckout(n), client);
    expectTooMany(await api('POST', '/api/order', sampleCheckout(1), client));
    expect((await api('GET', '/api/geocode/reverse?latitude=27.7&longitude=85.3', undefined, client)).status).toBe(200);
    expect((await api('POST', '/api/order', sampleCheckout(1), newClient())).status).toBe(201);
  });

  it('trusts no X-Forwarded-For unless told it runs behind a proxy: a spoofed one earns no new allowance', async () => {
    const direct = await startTestShop(database.url, LIMITED);
    try {
      for (let n = 0; n < LIMIT; n++) expect((await call(direct.baseUrl, 'POST', '/api/order', sampleCheckout(n), newClient())).status).toBe(201);
      expectTooMany(await call(direct.baseUrl, 'POST', '/api/order', sampleCheckout(1), newClient()));
    } finally {
      await direct.close();
    }
  });

  it('trusts a load balancer named by its address range, and no one else', async () => {
    const behindNamedProxy = await startTestShop(database.url, { ...LIMITED, TRUST_PROXY: '127.0.0.0/8' });
    const notTrusted = await startTestShop(database.url, { ...LIMITED, TRUST_PROXY: '10.0.0.5' });
    try {
      const client = newClient()['x-forwarded-for'];
      const spoofed = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}, ${client}` });
      for (let n = 0; n < LIMIT; n++) expect((await call(behindNamedProxy.baseUrl, 'POST', '/api/order', sampleCheckout(n), spoofed(n))).status).toBe(201);
      expectTooMany(await call(behindNamedProxy.baseUrl, 'POST', '/api/order', sampleCheckout(9), spoofed(99)));
      // From an address it does not trust, X-Forwarded-For says nothing: every request is the connection's own.
      for (let n = 0; n < LIMIT; n++) expect((await call(notTrusted.baseUrl, 'POST', '/api/order', sampleCheckout(n), newClient())).status).toBe(201);
      expectTooMany(await call(notTrusted.baseUrl, 'POST', '/api/order', sampleCheckout(9), newClient()));
    } finally {
      await behindNamedProxy.close();
      await notTrusted.close();
    }
  });

  it('has limits on by default, and RATE_LIMIT=off turns them all off', async () => {
    expect(loadConfig({}).rateLimits).toEqual({
      ordersPerMinute: expect.any(Number),
      priorityUpdatesPerMinute: expect.any(Number),
      geocodesPerMinute: expect.any(Number),
      staffLoginsPer15Minutes: expect.any(Number),
      orderMissesPerHour: expect.any(Number),
      pageRendersPerMinute: expect.any(Number),
    });
    expect(loadConfig({}).liveStreams.perClient).toEqual(expect.any(Number));
    expect(loadConfig({ RATE_LIMIT: 'off' }).liveStreams.perClient).toBeNull();
    const open = await startTestShop(database.url, { RATE_LIMIT: 'off' });
    try {
      const answers = await Promise.all(Array.from({ length: 10 * LIMIT }, (_, n) => call(open.baseUrl, 'POST', '/api/order', sampleCheckout(n))));
      expect(answers.every((answer) => answer.status === 201)).toBe(true);
      const geocodes = await Promise.all(
        Array.from({ length: 10 * LIMIT }, () => call(open.baseUrl, 'GET', '/api/geocode/reverse?latitude=27.7&longitude=85.3')),
      );
      expect(geocodes.every((answer) => answer.status === 200)).toBe(true);
    } finally {
      await open.close();
    }
  });
});
