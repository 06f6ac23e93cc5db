import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@chulo/api-client/contract';
import { availableEngines, staffHeaders } from '@chulo/test-lab';
import { type SettingName, SETTINGS } from './settings.ts';
import { newOrder, pizzaNamed } from './testing/sample-orders.ts';
import { useOwnerAndCook, useTestShop } from './testing/test-shop.ts';

const engines = await availableEngines();
const PASSWORD = 'a fair share of the oven';
const margherita = pizzaNamed('Margherita');

/** The shop's own defaults for the queue and what one customer may hold of it, over the test shop's open intake. */
const SHOP_DEFAULTS = Object.fromEntries(
  (['KITCHEN_PIZZAS_PER_HOUR', 'KITCHEN_MAX_QUEUE_MINUTES', 'KITCHEN_MAX_SHARE_PERCENT', 'ORDER_MAX_OPEN_PER_PHONE', 'ORDER_MAX_OPEN_PER_CLIENT', 'KITCHEN_CALL_BACK_PIZZAS', 'ORDER_MAX_PIZZAS'] satisfies SettingName[]).map(
    (name) => [name, String(SETTINGS[name].read(name, undefined))],
  ),
);

describe.each(engines)('what one customer may hold in the kitchen, on %s', (kind) => {
  // Clients told apart by the address the trusted proxy (this test) reports.
  // Khalti set up, for orders that wait for their payment (never asked here: none is paid).
  const khalti = { PUBLIC_URL: 'https://chulo.example', KHALTI_SECRET_KEY: 'test_secret_key_0123456789abcdef0123456789abcdef' };
  const { shop, api } = useTestShop(kind, { env: { ...SHOP_DEFAULTS, ...khalti, KITCHEN_AUTOPILOT: '0', TRUST_PROXY: '1' } });
  const staff = useOwnerAndCook(shop, PASSWORD);

  /** `pizzas` Margheritas for `phone`, sent from the client at `address`. */
  const order = (address: string, phone: string, pizzas: number) =>
    api('POST', '/api/order', newOrder({ phone, cart: [{ pizzaId: margherita.id, quantity: pizzas }] }), { 'x-forwarded-for': address });
  const asKitchen = (path: string) => api('GET', path, undefined, staffHeaders(staff.kitchen));
  const storedClientKey = async (id: string) =>
    (await shop.store.db.selectFrom('orders').select('client_key').where('id', '=', id).executeTakeFirstOrThrow()).client_key;

  // Each test starts with an empty kitchen.
  beforeEach(async () => {
    await shop.store.db.updateTable('orders').set({ status: 'cancelled' }).where('status', '!=', 'delivered').execute();
  });

  it('takes one largest order from a client with made-up phones, refuses its next four, and still takes another client’s', async () => {
    const answers = [];
    for (const phone of ['9800000001', '9800000002', '9800000003', '9800000004', '9800000005']) answers.push(await order('198.51.100.7', phone, 30));
    expect(answers.map((answer) => answer.status)).toEqual([201, 429, 429, 429, 429]);
    expect(answers[1]!.json).toEqual({ status: 'fail', message: messages.NETWORK_HOLDS_ENOUGH });

    // The queue holds 30 minutes of the 120: the shop is open to everyone else.
    expect((await order('198.51.100.8', '9811111111', 2)).status).toBe(201);
  });

  it('lets a family order twice, and holds one phone to three open orders whichever network they come from, until one is delivered', async () => {
    const phone = '9822222222';
    const placed = [];
    for (const address of ['198.51.100.20', '198.51.100.21', '198.51.100.22']) placed.push(await order(address, phone, 2));
    expect(placed.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const fourth = await order('198.51.100.23', phone, 2);
    expect(fourth.status).toBe(429);
    expect(fourth.json.message).toBe(messages.PHONE_HOLDS_ENOUGH);

    const first = placed[0]!.json.data.id as string;
    for (const status of ['baking', 'delivering', 'delivered'] as const) await shop.kitchen.moveTo(first, status);
    expect((await order('198.51.100.23', phone, 2)).status).toBe(201);
  });

  it('counts a phone’s orders waiting for their online payment among its open ones, until the window cancels them', async () => {
    const phone = '9833333333';
    const unpaid = (address: string) => api('POST', '/api/order', newOrder({ phone, payment: 'khalti' }), { 'x-forwarded-for': address });
    const placed = [await unpaid('198.51.100.30'), await unpaid('198.51.100.31'), await order('198.51.100.32', phone, 1)];
    expect(placed.map((answer) => [answer.status, answer.json.data.status])).toEqual([[201, 'awaiting-payment'], [201, 'awaiting-payment'], [201, 'preparing']]);
    const fourth = await unpaid('198.51.100.33');
    expect([fourth.status, fourth.json.message]).toEqual([429, messages.PHONE_HOLDS_ENOUGH]);

    await shop.paying.reconcile(Date.now() + 24 * 60 * 60_000);
    expect((await unpaid('198.51.100.33')).status).toBe(201);
  });

  it('holds one client, an IPv6 client by its /64, to five open orders, and to a quarter of the queue', async () => {
    const addresses = ['2001:db8:5:6::1', '2001:db8:5:6:ffff:ffff:ffff:ffff'];
    const answers = [];
    for (let n = 0; n < 6; n++) answers.push(await order(addresses[n % 2]!, `98330000${n}0`, 1));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers[5]!.json.message).toBe(messages.NETWORK_HOLDS_ENOUGH);
    // Another /64 is another client.
    expect((await order('2001:db8:5:7::1', '9833000099', 1)).status).toBe(201);

    // With one of the five cancelled, four pizzas held and 27 more would be 31 minutes of baking: past a quarter of 120.
    await shop.store.db.updateTable('orders').set({ status: 'cancelled' }).where('phone', '=', '9833000000').execute();
    expect((await order(addresses[0]!, '9833000098', 27)).json.message).toBe(messages.NETWORK_HOLDS_ENOUGH);
    expect((await order(addresses[0]!, '9833000098', 26)).status).toBe(201);
  });

  it('keeps a client as a keyed hash, never its address, and only while its order is open', async () => {
    const placed = await order('198.51.100.40', '9844444444', 1);
    const key = await storedClientKey(placed.json.data.id);
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(key).not.toContain('198.51.100.40');
    await shop.kitchen.moveTo(placed.json.data.id, 'cancelled');
    expect(await storedClientKey(placed.json.data.id)).toBeNull();
  });

  it('marks a large order from a number never delivered to for a call-back, on the kitchen’s view only', async () => {
    const large = await order('198.51.100.50', '9855555555', 10);
    expect(large.status).toBe(201);
    expect(large.json.data).not.toHaveProperty('callBack');
    expect((await api('GET', `/api/order/${large.json.data.id}`)).json.data).not.toHaveProperty('callBack');
    const seen = await asKitchen(`/api/staff/orders/${large.json.data.id}`);
    expect(seen.json.data.callBack).toEqual({ reason: 'large-order-new-number', pizzas: 10, total: 10 * margherita.unitPrice });
    const board = await asKitchen('/api/staff/orders');
    expect(board.json.data.find((listed: { id: string }) => listed.id === large.json.data.id).callBack).toMatchObject({ pizzas: 10 });

    // One pizza fewer is an ordinary order.
    const smaller = await order('198.51.100.51', '9866666666', 9);
    expect((await asKitchen(`/api/staff/orders/${smaller.json.data.id}`)).json.data).not.toHaveProperty('callBack');
  });

  it('trusts a number the shop has delivered to', async () => {
    const phone = '9877777777';
    const first = await order('198.51.100.60', phone, 1);
    for (const status of ['baking', 'delivering', 'delivered'] as const) await shop.kitchen.moveTo(first.json.data.id, status);
    const large = await order('198.51.100.60', phone, 12);
    expect((await asKitchen(`/api/staff/orders/${large.json.data.id}`)).json.data).not.toHaveProperty('callBack');
  });
});

describe.each(engines)('with every bound off, on %s', (kind) => {
  // The test shop's open intake (LOAD_TEST_INTAKE), as load tests run it.
  const { shop, api } = useTestShop(kind, { env: { TRUST_PROXY: '1' } });

  it('keeps no key of the client, so its orders fill no index of holders', async () => {
    const placed = await api('POST', '/api/order', newOrder(), { 'x-forwarded-for': '198.51.100.70' });
    expect(placed.status).toBe(201);
    const stored = await shop.store.db.selectFrom('orders').select('client_key').where('id', '=', placed.json.data.id).executeTakeFirstOrThrow();
    expect(stored.client_key).toBeNull();
  });
});
