import { beforeEach, describe, expect, it } from 'vitest';
import { ALWAYS_OPEN, LATER_NOT_PRIORITY, ordersPausedMessage, PHONE_ERROR } from '@chulo/domain';
import { messages } from '@chulo/api-client/contract';
import { availableEngines, staffHeaders } from '@chulo/test-lab';
import { newOrder, pizzaNamed } from './testing/sample-orders.ts';
import { useOwnerAndCook, useTestShop } from './testing/test-shop.ts';

const engines = await availableEngines();
const PASSWORD = 'the phone rings at seven';
const MAX_PIZZAS = 12;
const CALL_BACK_PIZZAS = 8;

/** Friday 27 November 2026 in Kathmandu (UTC+5:45). */
const kathmandu = (time: string) => Date.parse(`2026-11-27T${time}:00+05:45`);
const THAMEL = { latitude: 27.7172, longitude: 85.324 };
const POKHARA = '28.2096,83.9856';
const iso = (instant: number) => new Date(instant).toISOString();
const margherita = pizzaNamed('Margherita');

/** Hari on the phone: `pizzas` Margheritas, to Thamel, with directions for the rider. */
const hariCalls = (pizzas = 2, overrides: Record<string, unknown> = {}) =>
  newOrder({ customer: 'Hari Thapa', phone: '9841000111', position: '', directions: 'behind Bhatbhateni, blue gate', cart: [{ pizzaId: margherita.id, quantity: pizzas }], ...overrides });

describe.each(engines)('orders staff take by phone, on %s', (kind) => {
  let now = kathmandu('19:00');
  const { shop, api } = useTestShop(kind, {
    // Two minutes a pizza: six pizzas fill the kitchen's shortest time (12 minutes), and each one more shows in the estimate.
    env: { KITCHEN_AUTOPILOT: '0', KITCHEN_PIZZAS_PER_HOUR: '30', KITCHEN_MIN_MINUTES: '12', ORDER_MAX_PIZZAS: String(MAX_PIZZAS), ORDER_MAX_OPEN_PER_PHONE: '1', KITCHEN_CALL_BACK_PIZZAS: String(CALL_BACK_PIZZAS) },
    clock: () => now,
  });
  const staff = useOwnerAndCook(shop, PASSWORD);
  const takeByPhone = (order: unknown, session = staff.kitchen) => api('POST', '/api/staff/orders', order, staffHeaders(session));
  const asOwner = (method: string, path: string, body?: unknown) => api(method, path, body, staffHeaders(staff.owner));
  const staffView = async (id: string) => (await api('GET', `/api/staff/orders/${id}`, undefined, staffHeaders(staff.kitchen))).json.data;

  // Each test starts with an empty kitchen, at seven in the evening, open and at a normal pace.
  beforeEach(async () => {
    now = kathmandu('19:00');
    await shop.store.db.updateTable('orders').set({ status: 'cancelled' }).where('status', '!=', 'delivered').execute();
  });

  it('takes a cook’s or an owner’s phone order into the same queue as the web’s, marked as taken by phone', async () => {
    const web = await api('POST', '/api/order', newOrder({ cart: [{ pizzaId: margherita.id, quantity: 6 }] }));
    // The phone rings a moment later: at the same instant, the kitchen's turn would go by the orders' random ids.
    now += 1_000;
    const taken = await takeByPhone(hariCalls());
    expect(taken.status).toBe(201);
    const order = taken.json.data;
    expect(order).toMatchObject({
      status: 'preparing',
      channel: 'phone',
      customer: 'Hari Thapa',
      phone: '9841000111',
      directions: 'behind Bhatbhateni, blue gate',
      orderPrice: 2 * margherita.unitPrice,
      cart: [{ pizzaId: margherita.id, quantity: 2 }],
    });
    expect(order).not.toHaveProperty('callBack');
    expect(await staffView(order.id)).toEqual(order);

    // One queue: the phone order waits behind the web one, and the board lists both in the order the kitchen cooks them.
    const listed = (await api('GET', '/api/staff/orders', undefined, staffHeaders(staff.kitchen))).json.data;
    expect(listed.map((entry: { id: string; channel: string }) => [entry.id, entry.channel])).toEqual([
      [web.json.data.id, 'web'],
      [order.id, 'phone'],
    ]);
    // Its two pizzas bake after the web order's six: four minutes later (and the moment later it was taken).
    expect(Date.parse(order.estimatedDelivery) - Date.parse(web.json.data.estimatedDelivery)).toBe(4 * 60_000 + 1_000);

    // The customer follows it at its page as any other, which never says where it came from.
    const page = await api('GET', `/api/order/${order.id}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.json)).not.toMatch(/channel|Hari/);

    const byOwner = await takeByPhone(hariCalls(1, { phone: '9841000222' }), staff.owner);
    expect([byOwner.status, byOwner.json.data.channel]).toEqual([201, 'phone']);
  });

  it('takes phone orders while online orders are paused, which the web’s are not', async () => {
    expect((await api('PUT', '/api/staff/pacing/pause', { forMinutes: 15 }, staffHeaders(staff.kitchen))).status).toBe(200);
    try {
      const web = await api('POST', '/api/order', newOrder());
      expect([web.status, web.json.message]).toEqual([409, ordersPausedMessage(kathmandu('19:15'), now)]);
      const taken = await takeByPhone(hariCalls());
      expect([taken.status, taken.json.data.channel]).toEqual([201, 'phone']);
    } finally {
      await api('DELETE', '/api/staff/pacing/pause', undefined, staffHeaders(staff.kitchen));
    }
  });

  it('holds a phone order to the shop’s hours, delivery area and size of an order, as a web one', async () => {
    expect((await asOwner('PATCH', '/api/staff/shop', { deliveryArea: { center: THAMEL, radiusKm: 5 } })).status).toBe(200);
    try {
      const far = await takeByPhone(hariCalls(2, { position: POKHARA }));
      expect([far.status, far.json.message]).toEqual([422, messages.outsideDeliveryArea(5)]);
      expect((await takeByPhone(hariCalls(2, { position: '27.7000,85.3200' }))).status).toBe(201);
    } finally {
      await asOwner('PATCH', '/api/staff/shop', { deliveryArea: null });
    }

    const tooMany = await takeByPhone(hariCalls(MAX_PIZZAS + 1));
    expect([tooMany.status, tooMany.json.message]).toEqual([400, messages.tooManyPizzas(MAX_PIZZAS)]);

    const badPhone = await takeByPhone(hariCalls(1, { phone: 'call me' }));
    expect([badPhone.status, badPhone.json.message]).toEqual([400, PHONE_ERROR]);

    expect((await asOwner('PATCH', '/api/staff/shop', { hours: Array.from({ length: 7 }, () => [{ opens: '11:00', closes: '22:00' }]) })).status).toBe(200);
    now = kathmandu('23:00');
    const closed = await takeByPhone(hariCalls());
    expect([closed.status, closed.json.message]).toEqual([409, messages.shopClosed('tomorrow at 11:00')]);
    now = kathmandu('19:00');
    expect((await asOwner('PATCH', '/api/staff/shop', { hours: ALWAYS_OPEN.hours })).status).toBe(200);
  });

  it('holds staff to no customer’s share, and asks no call back of an order taken on the phone', async () => {
    const first = await api('POST', '/api/order', newOrder({ phone: '9841000333' }));
    expect(first.status).toBe(201);
    const again = await api('POST', '/api/order', newOrder({ phone: '9841000333' }));
    expect([again.status, again.json.message]).toEqual([429, messages.PHONE_HOLDS_ENOUGH]);
    expect((await takeByPhone(hariCalls(1, { phone: '9841000333' }))).status).toBe(201);

    // A large order from a number never delivered to: the web's is called back before baking, the phone's not.
    const large = await takeByPhone(hariCalls(CALL_BACK_PIZZAS, { phone: '9841000444' }));
    expect(large.status).toBe(201);
    expect(large.json.data).not.toHaveProperty('callBack');
  });

  it('takes where an order came from from the route alone: a body saying otherwise changes nothing', async () => {
    const taken = await takeByPhone(hariCalls(1, { channel: 'web' }));
    expect([taken.status, taken.json.data.channel]).toEqual([201, 'phone']);
  });

  it('takes a phone order for later apart from the queue, its estimate the time the customer chose', async () => {
    const deliverAt = iso(kathmandu('21:00'));
    const taken = await takeByPhone(hariCalls(2, { deliverAt }));
    expect(taken.status).toBe(201);
    expect(taken.json.data).toMatchObject({ channel: 'phone', status: 'preparing', deliverAt, estimatedDelivery: deliverAt, priority: false });
    // Held apart: the kitchen's queue waits for none of its pizzas until its baking must start.
    const queued = await shop.store.db.selectFrom('kitchen_queue').select('pizzas').execute();
    expect(queued.map((row) => Number(row.pizzas))).toEqual([0, 0]);

    const withPriority = await takeByPhone(hariCalls(1, { phone: '9841000555', deliverAt, priority: true }));
    expect([withPriority.status, withPriority.json.message]).toEqual([422, LATER_NOT_PRIORITY]);
  });

  it('takes the rider’s QR with no wallet set up, which the web does not, and never a wallet', async () => {
    const byQr = await takeByPhone(hariCalls(1, { payment: 'rider-qr' }));
    expect(byQr.status).toBe(201);
    // Paid at the door, so in the kitchen at once, its ticket telling the rider to bring the QR.
    expect(byQr.json.data).toMatchObject({ status: 'preparing', payment: { method: 'rider-qr', paid: false } });
    const webQr = await api('POST', '/api/order', newOrder({ payment: 'rider-qr' }));
    expect([webQr.status, webQr.json.message]).toEqual([409, messages.paymentNotOffered('Pay the rider by QR')]);

    const byWallet = await takeByPhone(hariCalls(1, { phone: '9841000666', payment: 'khalti' }));
    expect([byWallet.status, byWallet.json.message]).toEqual([409, messages.PHONE_ORDER_PAID_AT_THE_DOOR]);
  });
});

describe.each(engines)('orders staff take by phone in a shop with a wallet, on %s', (kind) => {
  // Khalti set up: never asked, since no phone order is paid with it.
  const { shop, api } = useTestShop(kind, { env: { KITCHEN_AUTOPILOT: '0', PUBLIC_URL: 'https://chulo.example', KHALTI_SECRET_KEY: 'test_secret_key_phone' } });
  const staff = useOwnerAndCook(shop, PASSWORD);
  const takeByPhone = (order: unknown) => api('POST', '/api/staff/orders', order, staffHeaders(staff.kitchen));

  it('refuses the wallet the customer could pay online with, and takes cash or the rider’s QR', async () => {
    expect((await api('GET', '/api/shop')).json.data.payments).toContain('khalti');
    const byWallet = await takeByPhone(hariCalls(1, { payment: 'khalti' }));
    expect([byWallet.status, byWallet.json.message]).toEqual([409, messages.PHONE_ORDER_PAID_AT_THE_DOOR]);
    const byQr = await takeByPhone(hariCalls(1, { payment: 'rider-qr' }));
    expect([byQr.status, byQr.json.data.status, byQr.json.data.payment]).toEqual([201, 'preparing', { method: 'rider-qr', paid: false }]);
    const byCash = await takeByPhone(hariCalls(1, { phone: '9841000777' }));
    expect([byCash.status, byCash.json.data.status]).toEqual([201, 'preparing']);
    expect(byCash.json.data).not.toHaveProperty('payment');
  });
});
