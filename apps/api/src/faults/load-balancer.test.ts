import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrder } from '@chulo/api-client/contract';
import {
  availableEngines,
  type BalancedShop,
  checkOutWithRetries,
  createTestDatabase,
  customerAddress,
  followLivePages,
  killUnderLivePages,
  missingOrders,
  postCheckoutFrom,
  signInStaff,
  staffHeaders,
  startBalancedShop,
  startCheckoutLoad,
  type TestDatabase,
  waitFor,
} from '@chulo/test-lab';
import { openStore } from '../data/database.ts';
import { scopedIdempotencyKey } from '../services/idempotency.ts';
import { StaffAccounts } from '../services/staff-roster.ts';
import { halfWrittenOrders, sampleCheckout } from '../testing/sample-orders.ts';
import { call } from '../testing/test-shop.ts';

const engines = await availableEngines();
const ORDERS_PER_MINUTE = 5;
const PASSWORD = 'one door, two ovens';
/** Customers' loopback addresses (customerAddress) apart for each test, so no test spends another's allowance. */
const CUSTOMERS_FROM = { failover: 0, replay: 100_000, livePages: 200_000 };
/** Below the per-client cap on live streams: every page here is followed from this process's one address. */
const LIVE_PAGES = 6;
/** apt-get may wait for another install's lock (ensureHaproxy gives it 10 minutes) before HAProxy is even there. */
const SETUP_TIMEOUT_MS = 12 * 60_000;

/**
 * The rows the database holds for each checkout's Idempotency-Key (stored scoped to the
 * customer's phone), read behind the servers' back; and how many orders it holds in all.
 */
async function storedByKey(databaseUrl: string, checkouts: { key: string; checkout: NewOrder }[]): Promise<{ byKey: Map<string, string[]>; all: number }> {
  const store = openStore(databaseUrl);
  try {
    const keyOf = new Map(checkouts.map(({ key, checkout }) => [scopedIdempotencyKey(checkout.phone, key), key]));
    const rows = await store.db.selectFrom('orders').select(['id', 'idempotency_key']).where('idempotency_key', 'in', [...keyOf.keys()]).execute();
    const byKey = new Map<string, string[]>();
    for (const { id, idempotency_key: scoped } of rows) {
      const key = keyOf.get(scoped!)!;
      byKey.set(key, [...(byKey.get(key) ?? []), id]);
    }
    const { all } = await store.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('all')).executeTakeFirstOrThrow();
    return { byKey, all: Number(all) };
  } finally {
    await store.db.destroy();
  }
}

describe.runIf(engines.includes('postgres'))('the shop behind HAProxy: two instances on one PostgreSQL, round robin', () => {
  let database: TestDatabase;
  let shop: BalancedShop;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    // As README's "Running at scale" runs them: built, trusting the one balancer in front, with the rate limits on.
    shop = await startBalancedShop({
      databaseUrl: database.url,
      built: true,
      env: { TRUST_PROXY: '1', RATE_LIMIT: 'on', RATE_LIMIT_ORDERS_PER_MINUTE: String(ORDERS_PER_MINUTE) },
    });
    const store = openStore(database.url);
    try {
      await new StaffAccounts(store.db, 12).add('maya', PASSWORD);
    } finally {
      await store.db.destroy();
    }
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await shop?.stop();
    await database?.drop();
  });

  it('loses no acknowledged order, and lands each checkout whose answer a SIGKILL lost exactly once, retried on the other instance', async () => {
    const load = startCheckoutLoad(shop.baseUrl, { customers: 12, checkout: sampleCheckout, keyPrefix: 'failover', firstCheckout: CUSTOMERS_FROM.failover });
    await waitFor('checkouts through the balancer', () => load.finished.length >= 24, { timeoutMs: 20_000 });

    // Frozen first, so that the kill lands mid-checkout however busy the machine is: what HAProxy sends
    // it until its health checks give up waits there, and the kill cuts every one of those answers off.
    shop.instance('a').signal('SIGSTOP');
    await shop.balancer.waitUntil('a', 'DOWN');
    await shop.kill('a');
    const finishedAtKill = load.finished.length;
    await waitFor('checkouts on the surviving instance alone', () => load.finished.length >= finishedAtKill + 12, { timeoutMs: 20_000 });

    await shop.restart('a');
    const servedBeforeRejoining = (await shop.balancer.backends()).find(({ name }) => name === 'a')!.requests;
    await waitFor(
      'the restarted instance to take checkouts again',
      async () => (await shop.balancer.backends()).find(({ name }) => name === 'a')!.requests >= servedBeforeRejoining + 6,
      { timeoutMs: 20_000 },
    );
    const checkouts = await load.stop();

    expect(checkouts.filter(({ refusal }) => refusal !== null).map(({ key, refusal }) => `${key}: ${refusal}`)).toEqual([]);
    // The kill did cut answers off, and each of those checkouts was tried again with its key.
    const retried = checkouts.filter(({ attempts }) => attempts.length > 1);
    expect(retried.length).toBeGreaterThan(0);

    const acknowledged = checkouts.map(({ order }) => order!.id);
    expect(await missingOrders(database.url, acknowledged)).toBe(0);
    // One row per checkout, and it is the order the customer was finally answered with: none twice, none lost, none extra.
    // The first orders this database takes: any row beyond one per checkout would be a duplicate.
    const stored = await storedByKey(database.url, checkouts);
    expect(stored.all).toBe(checkouts.length);
    for (const { key, order } of checkouts) expect(stored.byKey.get(key), key).toEqual([order!.id]);

    const store = openStore(database.url);
    try {
      expect(await halfWrittenOrders(store.db)).toEqual([]);
    } finally {
      await store.db.destroy();
    }
  });

  it('answers a deliberate retry, which round robin hands to the other instance, with the same order marked as replayed', async () => {
    const key = randomUUID();
    const place = () => postCheckoutFrom(customerAddress(CUSTOMERS_FROM.replay), shop.baseUrl, sampleCheckout(CUSTOMERS_FROM.replay), { 'idempotency-key': key });
    const first = await place();
    const retry = await place();

    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers['x-served-by']).not.toBe(first.headers['x-served-by']);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json).toEqual(first.json);
    expect((await storedByKey(database.url, [{ key, checkout: sampleCheckout(CUSTOMERS_FROM.replay) }])).byKey).toEqual(new Map([[key, [first.json.data.id]]]));
  });

  it('keeps live order pages going: the ones a killed instance held reconnect through the balancer and see the next move', async () => {
    const placed = await Promise.all(
      Array.from({ length: LIVE_PAGES }, (_, page) => {
        const n = CUSTOMERS_FROM.livePages + page;
        return checkOutWithRetries(shop.baseUrl, sampleCheckout(n), { key: randomUUID(), from: customerAddress(n) });
      }),
    );
    const live = followLivePages(shop.baseUrl, placed.map(({ order }) => order!.id));
    let restarted: Promise<void> | undefined;
    try {
      const { cut } = await killUnderLivePages(shop, 'b', live.pages);
      restarted = shop.restart('b');
      // Round robin spread the pages over both instances: the kill cut some and spared the others, and
      // the survivor now holds every page.
      expect(cut.length).toBeGreaterThan(0);
      expect(cut.length).toBeLessThan(LIVE_PAGES);
      expect(live.pages.map((page) => page.servedBy)).toEqual(Array(LIVE_PAGES).fill('a'));

      const staff = await signInStaff(shop.baseUrl, 'maya', PASSWORD);
      for (const { id } of live.pages) {
        expect((await call(shop.baseUrl, 'PATCH', `/api/staff/orders/${id}`, { status: 'baking' }, staffHeaders(staff))).status).toBe(200);
      }
      // As long as the other waits here: the instance starting again and the suites CI runs beside this one share two cores.
      await waitFor('every page to show its order in the oven', () => live.pages.every((page) => page.latest()?.status === 'baking'), { timeoutMs: 20_000 });
      expect(live.pages.filter((page) => page.drops.length > 0)).toEqual(cut);
    } finally {
      live.close();
      await restarted;
    }
  });

  it(`limits a client by its own address, whatever X-Forwarded-For it writes: at most ${ORDERS_PER_MINUTE} orders a minute per instance`, async () => {
    const bot = '127.0.0.2';
    const neighbour = '127.0.0.3';
    const checkOut = (from: string, n: number, forwardedFor: string) =>
      postCheckoutFrom(from, shop.baseUrl, sampleCheckout(n), { 'x-forwarded-for': forwardedFor });

    const sentTo = async () => new Map((await shop.balancer.backends()).map(({ name, requests }) => [name, requests]));
    const before = await sentTo();
    const statuses: number[] = [];
    // A new address on every request, as a bot would write to pass for many customers.
    for (let n = 0; n < 4 * ORDERS_PER_MINUTE; n++) statuses.push((await checkOut(bot, n, `198.51.100.${n + 1}`)).status);
    const after = await sentTo();
    // Each instance counts on its own (README: behind N instances, at most N times the limit): it takes the
    // limit of what it was sent and refuses the rest. Round robin shares the requests out, though not always
    // in turns: an instance its health checks have only just let back in may be sent fewer at first.
    const accepted = statuses.filter((status) => status === 201).length;
    expect(statuses.filter((status) => status !== 201)).toEqual(Array(statuses.length - accepted).fill(429));
    const allowed = shop.names.map((name) => Math.min(ORDERS_PER_MINUTE, after.get(name)! - before.get(name)!));
    expect(accepted).toBe(allowed.reduce((sum, each) => sum + each, 0));
    expect(accepted).toBeGreaterThanOrEqual(ORDERS_PER_MINUTE);
    expect(accepted).toBeLessThanOrEqual(2 * ORDERS_PER_MINUTE);

    // Another customer on another address still checks out, even naming the bot's address as its own.
    expect((await checkOut(neighbour, 99, bot)).status).toBe(201);
  });
});
