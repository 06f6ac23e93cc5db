import { describe, expect, it, onTestFinished } from 'vitest';
import type { NewOrder } from '@chulo/api-client/contract';
import {
  availableEngines,
  createTestDatabase,
  customerAddress,
  openSse,
  postCheckoutFrom,
  signInStaff,
  staffHeaders,
} from '@chulo/test-lab';
import { pizzaNamed, postCheckout, sampleCheckout } from '../testing/sample-orders.ts';
import { call, startTestShop } from '../testing/test-shop.ts';
import { twoInstances } from '../testing/two-instances.ts';

const engines = await availableEngines();
const PASSWORD = 'two ovens, one kitchen';
/** What one customer may hold, as a shop sets it by default: 30 minutes of 120 at a pizza a minute, 3 open orders a phone, 5 a client. */
const CUSTOMER_BOUNDS = {
  KITCHEN_PIZZAS_PER_HOUR: '60',
  KITCHEN_MAX_QUEUE_MINUTES: '120',
  KITCHEN_MAX_SHARE_PERCENT: '25',
  ORDER_MAX_OPEN_PER_PHONE: '3',
  ORDER_MAX_OPEN_PER_CLIENT: '5',
};

/** `pizzas` Margheritas for `phone`. */
const margheritas = (phone: string, pizzas: number): NewOrder => ({
  ...sampleCheckout(1),
  priority: false,
  phone,
  cart: [{ pizzaId: pizzaNamed('Margherita').id, quantity: pizzas }],
});

describe.runIf(engines.includes('postgres'))('several server instances on one PostgreSQL database', () => {
  it('start together on a fresh database, and a change made on one reaches live subscribers on the other', { timeout: 60_000 }, async () => {
    // A deploy starts every instance at once: they race to migrate and seed the same empty schema.
    const [a, b] = await twoInstances({ staff: [{ username: 'maya', password: PASSWORD }] });

    const placed = (await (await postCheckout(a.baseUrl, { ...sampleCheckout(1), priority: false })).json()).data;
    const customerPage = await openSse(`${a.baseUrl}/api/order/${placed.id}/events`);
    onTestFinished(() => customerPage.close());
    await customerPage.next((event) => event.event === 'order' && event.data.status === 'preparing');

    // Staff signed in on B, and the session is good on A too: sessions live in the shared database.
    const staffOnB = await signInStaff(b.baseUrl, 'maya', PASSWORD);
    const dashboardOnA = await openSse(`${a.baseUrl}/api/staff/events`, { cookie: staffOnB.cookie });
    onTestFinished(() => dashboardOnA.close());
    await dashboardOnA.next((event) => event.event === 'ready');

    const history = ['preparing'];
    for (const status of ['baking', 'delivering']) {
      const moved = await call(b.baseUrl, 'PATCH', `/api/staff/orders/${placed.id}`, { status }, staffHeaders(staffOnB));
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

  it('count what one customer holds in the database: orders placed on one instance count on the other, a burst across both included', { timeout: 60_000 }, async () => {
    const [a, b] = await twoInstances({ env: CUSTOMER_BOUNDS });
    const [one, two, three, four] = [1, 2, 3, 4].map((n) => customerAddress(n)) as [string, string, string, string];

    // A client's largest order on A is its whole share on B.
    expect((await postCheckoutFrom(one, a.baseUrl, margheritas('9800000001', 30))).status).toBe(201);
    expect((await postCheckoutFrom(one, b.baseUrl, margheritas('9800000002', 1))).status).toBe(429);

    // A phone's three open orders, from three clients on both instances, and the fourth refused on either.
    for (const [client, server] of [[two, a], [three, b], [four, a]] as const) expect((await postCheckoutFrom(client, server.baseUrl, margheritas('9811111111', 1))).status).toBe(201);
    expect((await postCheckoutFrom(customerAddress(5), b.baseUrl, margheritas('9811111111', 1))).status).toBe(429);

    // Eight largest orders sent at once, half to each instance, from one client with made-up phones: one is taken.
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, n) => postCheckoutFrom(customerAddress(6), (n % 2 === 0 ? a : b).baseUrl, margheritas(`98222222${n}0`, 30))),
    );
    expect(burst.map(({ status }) => status).sort()).toEqual([201, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('keeps each shop to its own schema: a shop beside another in the same database migrates and seeds its own tables', { timeout: 30_000 }, async () => {
    const first = await createTestDatabase('postgres');
    onTestFinished(() => first.drop());
    const second = await createTestDatabase('postgres');
    onTestFinished(() => second.drop());
    const one = await startTestShop(first.url);
    onTestFinished(() => one.close());
    const two = await startTestShop(second.url);
    onTestFinished(() => two.close());

    expect((await call(two.baseUrl, 'GET', '/api/menu')).status).toBe(200);
    const order = await call(two.baseUrl, 'POST', '/api/order', sampleCheckout(3));
    expect(order.status).toBe(201);
    expect((await call(one.baseUrl, 'GET', `/api/order/${order.json.data.id}`)).status).toBe(404);
  });
});
