import { describe, expect, it, onTestFinished } from 'vitest';
import { ordersPausedMessage } from '@chulo/domain';
import { BUSY_EXTRA_RULE, BUSY_SPAN_RULE, PAUSE_SPAN_RULE } from '@chulo/api-client/contract';
import { availableEngines, createTestDatabase, openSse, signInStaff, staffHeaders, waitFor } from '@chulo/test-lab';
import { newOrder, pizzaNamed } from './testing/sample-orders.ts';
import { call, startTestShop, useOwnerAndCook, useTestShop } from './testing/test-shop.ts';

const engines = await availableEngines();
const PASSWORD = 'friday night rush hour';
const MINUTE = 60_000;

/** Friday 27 November 2026 in Kathmandu (UTC+5:45). */
const kathmandu = (time: string) => Date.parse(`2026-11-27T${time}:00+05:45`);
const iso = (at: number) => new Date(at).toISOString();

/** One Margherita: the kitchen's shortest time decides its estimate, whatever else waits. */
const oneMargherita = (overrides: Record<string, unknown> = {}) => newOrder({ cart: [{ pizzaId: pizzaNamed('Margherita').id, quantity: 1 }], ...overrides });
/** An estimate at a normal pace, for an order placed at `at` with the kitchen nearly empty: its shortest time and the ride. */
const calmEstimate = (at: number) => iso(at + (12 + 20) * MINUTE);

describe.each(engines)('the kitchen’s pace on %s', (kind) => {
  let now = kathmandu('19:00');
  const { shop, api } = useTestShop(kind, { env: { KITCHEN_AUTOPILOT: '0', KITCHEN_MIN_MINUTES: '12', DELIVERY_MINUTES: '20' }, clock: () => now });
  const staff = useOwnerAndCook(shop, PASSWORD);
  const asCook = (method: string, path: string, body?: unknown) => api(method, path, body, staffHeaders(staff.kitchen));
  const asOwner = (method: string, path: string, body?: unknown) => api(method, path, body, staffHeaders(staff.owner));
  const order = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) => api('POST', '/api/order', oneMargherita(overrides), headers);
  const status = async () => (await api('GET', '/api/shop')).json.data;
  const history = () =>
    shop.store.db
      .selectFrom('history')
      .select(['at', 'staff', 'action', 'summary'])
      .where('action', 'in', ['kitchen-busy', 'kitchen-busy-ended', 'orders-paused', 'orders-resumed'])
      .orderBy('id')
      .execute();

  it('marked busy by a cook, adds its minutes to every new estimate, says so to the order form, and ends by itself', async () => {
    const before = await order();
    expect(before.json.data.estimatedDelivery).toBe(calmEstimate(now));

    const marked = await asCook('PUT', '/api/staff/pacing/busy', { extraMinutes: 20, forMinutes: 30 });
    expect([marked.status, marked.json.data]).toEqual([200, { busy: { extraMinutes: 20, until: iso(kathmandu('19:30')), by: 'ram' }, pause: null }]);
    expect(await status()).toMatchObject({ open: true, busy: { extraMinutes: 20, until: iso(kathmandu('19:30')) } });
    expect(await status()).not.toHaveProperty('pause');
    expect((await history()).at(-1)).toEqual({ at: now, staff: 'ram', action: 'kitchen-busy', summary: 'Kitchen busy: 20 minutes more on new estimates until 19:30' });

    const busy = await order();
    expect(busy.json.data.estimatedDelivery).toBe(iso(kathmandu('19:00') + (12 + 20 + 20) * MINUTE));
    const busyPriority = await order({ priority: true });
    expect(busyPriority.json.data.estimatedDelivery).toBe(iso(kathmandu('19:00') + (12 + 15 + 20) * MINUTE));

    // The queue re-planned while busy (an order moved on) keeps the minutes: each of its estimates is a new one.
    now = kathmandu('19:05');
    expect((await asCook('PATCH', `/api/staff/orders/${before.json.data.id}`, { status: 'baking' })).status).toBe(200);
    expect((await api('GET', `/api/order/${busy.json.data.id}`)).json.data.estimatedDelivery).toBe(iso(kathmandu('19:00') + (12 + 20 + 20) * MINUTE));

    now = kathmandu('19:30');
    expect(await status()).not.toHaveProperty('busy');
    expect((await asCook('GET', '/api/staff/pacing')).json.data).toEqual({ busy: null, pause: null });
    expect((await order()).json.data.estimatedDelivery).toBe(calmEstimate(now));
  });

  it('ends early when any member of staff says so, once, in the history with who ended it', async () => {
    expect((await asCook('PUT', '/api/staff/pacing/busy', { extraMinutes: 10, forMinutes: 90 })).status).toBe(200);
    const ended = await asOwner('DELETE', '/api/staff/pacing/busy');
    expect([ended.status, ended.json.data]).toEqual([200, { busy: null, pause: null }]);
    expect((await history()).at(-1)).toMatchObject({ staff: 'asha', action: 'kitchen-busy-ended', summary: 'Kitchen busy ended' });
    const entries = (await history()).length;
    expect((await asCook('DELETE', '/api/staff/pacing/busy')).status).toBe(200);
    expect(await history()).toHaveLength(entries);
    expect((await order()).json.data.estimatedDelivery).toBe(calmEstimate(now));
  });

  it('paused, refuses web orders saying when they resume, answers a retry of an order placed before, and takes orders again at its end', async () => {
    now = kathmandu('20:00') + 20_000;
    const placedBefore = await order({}, { 'idempotency-key': 'before-the-pause' });
    expect(placedBefore.status).toBe(201);

    const paused = await asCook('PUT', '/api/staff/pacing/pause', { forMinutes: 15 });
    // Set at 20:00:20, it ends on the minute after the quarter hour, the minute a customer reads.
    expect(paused.json.data).toEqual({ busy: null, pause: { until: iso(kathmandu('20:16')), by: 'ram' } });
    expect(await status()).toMatchObject({ open: true, pause: { until: iso(kathmandu('20:16')) } });
    expect((await history()).at(-1)).toMatchObject({ staff: 'ram', action: 'orders-paused', summary: 'Online orders paused until 20:16' });

    const refused = await order();
    expect([refused.status, refused.json]).toEqual([409, { status: 'fail', message: ordersPausedMessage(kathmandu('20:16'), now) }]);
    expect(refused.json.message).toBe('Online orders are paused right now. We take them again today at 20:16');
    const retried = await order({}, { 'idempotency-key': 'before-the-pause' });
    expect([retried.status, retried.json.data.id]).toEqual([201, placedBefore.json.data.id]);

    now = kathmandu('20:16');
    expect(await status()).not.toHaveProperty('pause');
    expect((await order()).status).toBe(201);
  });

  it('paused until resumed, holds however long it lasts, until a member of staff resumes online orders', async () => {
    expect((await asOwner('PUT', '/api/staff/pacing/pause', { forMinutes: null })).json.data.pause).toEqual({ until: null, by: 'asha' });
    expect((await history()).at(-1)).toMatchObject({ staff: 'asha', action: 'orders-paused', summary: 'Online orders paused until resumed' });
    now += 24 * 60 * MINUTE;
    expect(await status()).toMatchObject({ pause: { until: null } });
    expect((await order()).json.message).toBe('Online orders are paused for now. Please call the shop to order');

    expect((await asCook('DELETE', '/api/staff/pacing/pause')).json.data).toEqual({ busy: null, pause: null });
    expect((await history()).at(-1)).toMatchObject({ staff: 'ram', action: 'orders-resumed', summary: 'Online orders resumed' });
    expect((await order()).status).toBe(201);
  });

  it('takes only the times staff choose from, in the contract’s words', async () => {
    const refusals: [string, unknown, string][] = [
      ['busy', { extraMinutes: 15, forMinutes: 30 }, BUSY_EXTRA_RULE],
      ['busy', { extraMinutes: 10, forMinutes: 45 }, BUSY_SPAN_RULE],
      ['busy', { extraMinutes: 10 }, BUSY_SPAN_RULE],
      ['pause', { forMinutes: 45 }, PAUSE_SPAN_RULE],
      ['pause', {}, PAUSE_SPAN_RULE],
    ];
    for (const [part, body, message] of refusals) {
      const refused = await asCook('PUT', `/api/staff/pacing/${part}`, body);
      expect([refused.status, refused.json.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await asCook('GET', '/api/staff/pacing')).json.data).toEqual({ busy: null, pause: null });
  });

  it('tells every kitchen board live: its pace once the board follows, and each change', async () => {
    const board = await openSse(`${shop.baseUrl}/api/staff/events`, { cookie: staff.kitchen.cookie });
    onTestFinished(() => board.close());
    await board.next((event) => event.event === 'ready');
    await board.next((event) => event.event === 'pacing' && event.data.busy === null);
    await asOwner('PUT', '/api/staff/pacing/busy', { extraMinutes: 30, forMinutes: 60 });
    const changed = await board.next((event) => event.event === 'pacing' && event.data.busy !== null);
    expect(changed.data).toEqual({ busy: { extraMinutes: 30, until: iso(now + 60 * MINUTE), by: 'asha' }, pause: null });
    await asOwner('DELETE', '/api/staff/pacing/busy');
    await board.next((event) => event.event === 'pacing' && event.data.busy === null && board.events.indexOf(event) > board.events.indexOf(changed));
  });
});

describe.runIf(engines.includes('postgres'))('the kitchen’s pace on two instances of one PostgreSQL database', () => {
  it('holds on the other instance as soon as one sets it, and ends there too', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase('postgres');
    onTestFinished(() => database.drop());
    let now = kathmandu('19:00');
    const env = { KITCHEN_AUTOPILOT: '0', KITCHEN_MIN_MINUTES: '12', DELIVERY_MINUTES: '20' };
    const a = await startTestShop(database.url, env, () => now);
    onTestFinished(() => a.close());
    const b = await startTestShop(database.url, env, () => now);
    onTestFinished(() => b.close());
    await a.accounts.add('ram', PASSWORD, 'kitchen');
    const cook = await signInStaff(a.baseUrl, 'ram', PASSWORD);
    const boardOnB = await openSse(`${b.baseUrl}/api/staff/events`, { cookie: cook.cookie });
    onTestFinished(() => boardOnB.close());
    await boardOnB.next((event) => event.event === 'pacing');

    // B has read the pace (and keeps it) before A changes it.
    expect((await call(b.baseUrl, 'GET', '/api/shop')).json.data).not.toHaveProperty('pause');
    expect((await call(b.baseUrl, 'POST', '/api/order', oneMargherita())).status).toBe(201);
    expect((await call(a.baseUrl, 'PUT', '/api/staff/pacing/pause', { forMinutes: 30 }, staffHeaders(cook))).status).toBe(200);
    expect((await call(a.baseUrl, 'PUT', '/api/staff/pacing/busy', { extraMinutes: 10, forMinutes: 60 }, staffHeaders(cook))).status).toBe(200);

    // Well before the kept copy's own 30 seconds run out.
    await waitFor('the pause on B', async () => (await call(b.baseUrl, 'GET', '/api/shop')).json.data.pause !== undefined, { timeoutMs: 5_000 });
    const refused = await call(b.baseUrl, 'POST', '/api/order', oneMargherita());
    expect([refused.status, refused.json.message]).toEqual([409, 'Online orders are paused right now. We take them again today at 19:30']);
    await boardOnB.next((event) => event.event === 'pacing' && event.data.busy?.extraMinutes === 10);

    // Ended on A: B takes orders at once, with the busy minutes A set.
    expect((await call(a.baseUrl, 'DELETE', '/api/staff/pacing/pause', undefined, staffHeaders(cook))).status).toBe(200);
    await waitFor('the end of the pause on B', async () => (await call(b.baseUrl, 'GET', '/api/shop')).json.data.pause === undefined, { timeoutMs: 5_000 });
    const placed = await call(b.baseUrl, 'POST', '/api/order', oneMargherita());
    expect(placed.json.data.estimatedDelivery).toBe(iso(now + (12 + 20 + 10) * MINUTE));
    now = kathmandu('20:00');
    expect((await call(b.baseUrl, 'GET', '/api/shop')).json.data).not.toHaveProperty('busy');
  });
});
