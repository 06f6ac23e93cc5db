import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../data/database.ts';
import { StaffAccounts } from '../domain/staff-accounts.ts';
import { availableEngines, createTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { openSse, type SseClient } from '../testing/sse.ts';
import { call, startTestShop } from '../testing/test-shop.ts';
import { postCheckout, sampleCheckout } from './orders.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

const engines = await availableEngines();
const PASSWORD = 'two ovens, one kitchen';

async function signIn(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'maya', password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
  return { cookie, 'x-csrf-token': (await response.json()).data.csrfToken as string };
}

describe.runIf(engines.includes('postgres'))('several server instances on one PostgreSQL database', () => {
  const databases: TestDatabase[] = [];
  const servers: ServerProcess[] = [];
  const streams: SseClient[] = [];
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((server) => server.stop()));
    for (const database of databases) await database.drop();
  });

  it('start together on a fresh database, and a change made on one reaches live subscribers on the other', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase('postgres');
    databases.push(database);
    // A deploy starts every instance at once: they race to migrate and seed the same empty schema.
    const [a, b] = await Promise.all([startServerProcess(database.url), startServerProcess(database.url)]);
    servers.push(a, b);

    const store = openStore(database.url);
    try {
      await new StaffAccounts(store.db, 12).add('maya', PASSWORD);
    } finally {
      await store.db.destroy();
    }

    const placed = (await (await postCheckout(a.baseUrl, { ...sampleCheckout(1), priority: false })).json()).data;
    const customerPage = await openSse(`${a.baseUrl}/api/order/${placed.id}/events`);
    streams.push(customerPage);
    await customerPage.next((event) => event.event === 'order' && event.data.status === 'preparing');

    // Staff signed in on B, and the session is good on A too: sessions live in the shared database.
    const staffOnB = await signIn(b.baseUrl);
    const dashboardOnA = await openSse(`${a.baseUrl}/api/staff/events`, { cookie: staffOnB.cookie });
    streams.push(dashboardOnA);
    await dashboardOnA.next((event) => event.event === 'ready');

    const history = ['preparing'];
    for (const status of ['baking', 'delivering']) {
      const moved = await call(b.baseUrl, 'PATCH', `/api/staff/orders/${placed.id}`, { status }, staffOnB);
      expect(moved.status).toBe(200);
      history.push(status);
      const seen = await customerPage.next((event) => event.event === 'order' && event.data.status === status);
      expect(seen.data.statusHistory.map((change: { status: string }) => change.status)).toEqual(history);
    }
    // The customer's stream carries the public order only, whichever instance made the change.
    for (const event of customerPage.events) for (const field of ['customer', 'phone', 'address', 'position']) expect(event.data).not.toHaveProperty(field);

    // An order placed on B appears live on A's kitchen dashboard, with what the kitchen needs.
    const checkout = sampleCheckout(2);
    const other = (await (await postCheckout(b.baseUrl, checkout)).json()).data;
    const onDashboard = await dashboardOnA.next((event) => event.event === 'order' && event.data.id === other.id);
    expect(onDashboard.data).toMatchObject({ customer: checkout.customer, phone: checkout.phone, address: checkout.address });
  });

  it('keeps each shop to its own schema: a shop beside another in the same database migrates and seeds its own tables', { timeout: 30_000 }, async () => {
    const first = await createTestDatabase('postgres');
    const second = await createTestDatabase('postgres');
    databases.push(first, second);
    const one = await startTestShop(first.url);
    try {
      const two = await startTestShop(second.url);
      try {
        expect((await call(two.baseUrl, 'GET', '/api/menu')).status).toBe(200);
        const order = await call(two.baseUrl, 'POST', '/api/order', sampleCheckout(3));
        expect(order.status).toBe(201);
        expect((await call(one.baseUrl, 'GET', `/api/order/${order.json.data.id}`)).status).toBe(404);
      } finally {
        await two.close();
      }
    } finally {
      await one.close();
    }
  });
});
