import { describe, expect, it } from 'vitest';
import { bakeFrom, LATER_NOT_PRIORITY, MINUTE } from '@chulo/domain';
import { availableEngines, openSse, signInStaff, staffHeaders, type StaffSession } from '@chulo/test-lab';
import { newOrder, pizzaNamed } from './testing/sample-orders.ts';
import { useTestShop } from './testing/test-shop.ts';

const engines = await availableEngines();
const PASSWORD = 'momo before the oven';
const margherita = pizzaNamed('Margherita');

/** An instant on the shop's clock, Thursday 26 November 2026 unless said. */
const kathmandu = (time: string, date = '2026-11-26') => Date.parse(`${date}T${time}:00+05:45`);
const iso = (instant: number) => new Date(instant).toISOString();
const EVERY_DAY_11_TO_22 = Array.from({ length: 7 }, () => [{ opens: '11:00', closes: '22:00' }]);
// Six pizzas an hour: two hours of baking are twelve pizzas.
const KITCHEN = { pizzasPerHour: 6, minMinutes: 12, deliveryMinutes: 20 };

describe.each(engines)('orders for later on %s', (kind) => {
  let now = kathmandu('12:02');
  const { shop, api } = useTestShop(kind, {
    env: { KITCHEN_AUTOPILOT: '0', KITCHEN_PIZZAS_PER_HOUR: '6', KITCHEN_MAX_QUEUE_MINUTES: '120' },
    clock: () => now,
  });
  let owner: StaffSession;
  let customers = 0;
  /** An order of `quantity` Margheritas from a customer of its own. */
  const order = (quantity: number, overrides: Record<string, unknown> = {}) => {
    customers++;
    return api('POST', '/api/order', newOrder({ cart: [{ pizzaId: margherita.id, quantity }], phone: `98420${String(customers).padStart(5, '0')}`, ...overrides }));
  };
  const staffView = async (id: string) => (await api('GET', `/api/staff/orders/${id}`, undefined, staffHeaders(owner))).json.data;
  const waitingPizzas = async () =>
    (await shop.store.db.selectFrom('kitchen_queue').select(['priority', 'pizzas']).orderBy('priority').execute()).map((row) => Number(row.pizzas));

  it('offers the order form the hours and the kitchen’s shortest time', async () => {
    await shop.accounts.add('asha', PASSWORD, 'owner');
    owner = await signInStaff(shop.baseUrl, 'asha', PASSWORD);
    const closures = [{ from: '2026-11-27', to: '2026-11-27', reason: 'Mangsir Purnima' }];
    expect((await api('PATCH', '/api/staff/shop', { hours: EVERY_DAY_11_TO_22, closures }, staffHeaders(owner))).status).toBe(200);
    const status = (await api('GET', '/api/shop')).json.data;
    expect(status.schedule).toEqual({ hours: EVERY_DAY_11_TO_22, closures });
    // The kitchen's shortest 12 minutes, then the 20-minute ride.
    expect(status.leadMinutes).toBe(32);
  });

  it('offers times for later from the soonest the kitchen can make a new order: behind the queue it has now', async () => {
    const placed = (await order(3)).json.data;
    const behindIt = Math.ceil((Date.parse(placed.estimatedDelivery) - now) / MINUTE);
    const { leadMinutes } = (await api('GET', '/api/shop')).json.data;
    expect(leadMinutes).toBeGreaterThan(32);
    expect(leadMinutes).toBeGreaterThanOrEqual(behindIt);
    await shop.kitchen.moveTo(placed.id, 'cancelled');
    expect((await api('GET', '/api/shop')).json.data.leadMinutes).toBe(32);
  });

  it('takes an order for later at its time, out of the queue and its bound, and as SPEC’s order without a time', async () => {
    const deliverAt = kathmandu('19:00');
    const later = await order(3, { deliverAt: iso(deliverAt) });
    expect(later.status).toBe(201);
    expect(later.json.data).toMatchObject({ deliverAt: iso(deliverAt), estimatedDelivery: iso(deliverAt), priority: false });
    expect(await waitingPizzas()).toEqual([0, 0]);
    // 30 minutes of baking and the ride, counted back from 19:00.
    expect((await staffView(later.json.data.id)).bakeFrom).toBe(iso(bakeFrom(deliverAt, 3, KITCHEN)));
    expect(iso(bakeFrom(deliverAt, 3, KITCHEN))).toBe(iso(kathmandu('18:10')));

    // The queue it does not weigh on: the third waits for ten pizzas (100 minutes), taken; three more were not.
    now = kathmandu('12:05');
    const soon = [];
    for (const quantity of [6, 4, 3]) soon.push(await order(quantity));
    expect(soon.map((placed) => placed.status)).toEqual([201, 201, 201]);
    expect(soon[0]!.json.data).not.toHaveProperty('deliverAt');
    expect(await waitingPizzas()).toEqual([13, 0]);
    expect((await order(1)).json.message).toBe('The kitchen is full right now. Please try again in a little while');
  });

  it('lets it into the queue when its baking must start, first among the normal orders placed after it, at its time', async () => {
    const [later] = (await api('GET', '/api/staff/orders', undefined, staffHeaders(owner))).json.data.filter((order: { deliverAt?: string }) => order.deliverAt);
    now = kathmandu('18:09');
    expect(await shop.kitchen.releaseHeldOrders()).toEqual([]);
    now = kathmandu('18:10');
    // Every board hears of it live, without `bakeFrom`: it moves into Preparing without a reload.
    const board = await openSse(`${shop.baseUrl}/api/staff/events`, { cookie: owner.cookie });
    try {
      await board.next((event) => event.event === 'ready');
      expect(await shop.kitchen.releaseHeldOrders()).toContain(later.id);
      const heard = await board.next((event) => event.data?.id === later.id);
      expect(heard.data).not.toHaveProperty('bakeFrom');
    } finally {
      board.close();
    }
    expect(await waitingPizzas()).toEqual([16, 0]);
    const joined = await staffView(later.id);
    expect(joined).not.toHaveProperty('bakeFrom');
    expect(joined.estimatedDelivery).toBe(iso(kathmandu('19:00')));
    const queue = (await api('GET', '/api/staff/orders', undefined, staffHeaders(owner))).json.data.map((order: { id: string }) => order.id);
    expect(queue[0]).toBe(later.id);
    // Released once: a second instance's timer finds nothing.
    expect(await shop.kitchen.releaseHeldOrders()).toEqual([]);
    await shop.store.db.updateTable('orders').set({ status: 'cancelled' }).execute();
  });

  it('is placed straight into the queue when its baking must start at once', async () => {
    // Two pizzas take 20 minutes, then the ride: the soonest is 12:45, which is also when they must start.
    now = kathmandu('12:05');
    const deliverAt = kathmandu('12:45');
    const placed = await order(2, { deliverAt: iso(deliverAt) });
    expect(placed.status).toBe(201);
    expect(await staffView(placed.json.data.id)).not.toHaveProperty('bakeFrom');
    expect(await waitingPizzas()).toEqual([2, 0]);
    expect(placed.json.data.estimatedDelivery).toBe(iso(deliverAt));
  });

  it('refuses a time it cannot keep, under the time, in words', async () => {
    now = kathmandu('12:02');
    await shop.store.db.updateTable('orders').set({ status: 'cancelled' }).execute();
    const refusals: [string, string][] = [
      [iso(kathmandu('11:45')), 'This delivery time has already passed: please choose a later one'],
      [iso(kathmandu('12:15')), 'The soonest we can deliver now is 12:42: please choose a later time'],
      [iso(kathmandu('19:10')), 'Please choose a delivery time on the quarter hour, such as 19:00, 19:15, 19:30 or 19:45'],
      [iso(kathmandu('22:30')), 'We do not deliver at 22:30, outside our opening hours: please choose another time'],
      [iso(kathmandu('12:00', '2026-11-27')), 'The shop is closed tomorrow for Mangsir Purnima: please choose another day'],
      [iso(kathmandu('12:00', '2026-11-28')), 'We take orders for later today or tomorrow only'],
    ];
    for (const [deliverAt, message] of refusals) {
      const refused = await order(2, { deliverAt });
      expect([refused.status, refused.json.message, refused.json.issues]).toEqual([400, message, [{ path: 'deliverAt', message }]]);
    }
    const notATime = await order(1, { deliverAt: 'tonight' });
    expect([notATime.status, notATime.json.issues[0].path]).toEqual([400, 'deliverAt']);
  });

  it('takes an order for later while the shop is closed, baked from its opening; an order for now waits for the opening', async () => {
    now = kathmandu('06:00');
    try {
      expect((await api('GET', '/api/shop')).json.data).toMatchObject({ open: false, leadMinutes: 5 * 60 + 32 });
      const forNow = await order(1);
      expect(forNow.status).toBe(409);
      const tooSoon = await order(1, { deliverAt: iso(kathmandu('11:15')) });
      expect(tooSoon.json.issues).toEqual([{ path: 'deliverAt', message: 'The soonest we can deliver now is 11:32: please choose a later time' }]);
      const lunch = await order(1, { deliverAt: iso(kathmandu('12:00')) });
      expect(lunch.status).toBe(201);
      expect(lunch.json.data).toMatchObject({ status: 'preparing', estimatedDelivery: iso(kathmandu('12:00')) });
      expect((await staffView(lunch.json.data.id)).bakeFrom).toBe(iso(kathmandu('11:28')));
      await shop.kitchen.moveTo(lunch.json.data.id, 'cancelled');
    } finally {
      now = kathmandu('12:02');
    }
  });

  it('refuses priority on an order for later, when placed and afterwards; an order for as soon as possible still takes it', async () => {
    now = kathmandu('12:02');
    const deliverAt = iso(kathmandu('20:00'));
    const refused = await order(1, { deliverAt, priority: true });
    expect([refused.status, refused.json.message]).toEqual([422, LATER_NOT_PRIORITY]);
    const later = await order(1, { deliverAt });
    const upgrade = await api('PATCH', `/api/order/${later.json.data.id}`, { priority: true });
    expect([upgrade.status, upgrade.json.message]).toEqual([409, LATER_NOT_PRIORITY]);
    expect((await api('GET', `/api/order/${later.json.data.id}`)).json.data).toMatchObject({ priority: false, priorityPrice: 0, deliverAt });
    const soon = await order(1);
    expect((await api('PATCH', `/api/order/${soon.json.data.id}`, { priority: true })).status).toBe(200);
  });

  it('is no longer held once staff start it early, and counts in the queue from then', async () => {
    now = kathmandu('12:02');
    await shop.store.db.updateTable('orders').set({ status: 'cancelled' }).execute();
    const later = await order(4, { deliverAt: iso(kathmandu('21:00')) });
    expect(await waitingPizzas()).toEqual([0, 0]);
    expect((await api('PATCH', `/api/staff/orders/${later.json.data.id}`, { status: 'baking' }, staffHeaders(owner))).status).toBe(200);
    expect(await waitingPizzas()).toEqual([4, 0]);
    expect(await staffView(later.json.data.id)).not.toHaveProperty('bakeFrom');
  });
});
