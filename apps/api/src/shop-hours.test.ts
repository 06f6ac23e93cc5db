import { describe, expect, it, onTestFinished } from 'vitest';
import { ALWAYS_OPEN } from '@chulo/domain';
import { messages, SHOP_PHONE_RULE } from '@chulo/api-client/contract';
import { availableEngines, createTestDatabase, signInStaff, staffHeaders, type StaffSession, waitFor } from '@chulo/test-lab';
import { newOrder } from './testing/sample-orders.ts';
import { call, startTestShop, useTestShop } from './testing/test-shop.ts';

const engines = await availableEngines();
const PASSWORD = 'dal bhat power all day';

/** Thursday 26 November 2026 in Kathmandu (UTC+5:45). */
const kathmandu = (time: string, date = '2026-11-26') => Date.parse(`${date}T${time}:00+05:45`);
const EVERY_DAY_11_TO_22 = Array.from({ length: 7 }, () => [{ opens: '11:00', closes: '22:00' }]);
const THAMEL = { latitude: 27.7172, longitude: 85.324 };
const POKHARA = '28.2096,83.9856';
/** What the status tells the order form to offer orders for later from: the hours, the closures to come, and the kitchen's shortest 12 minutes with the 20-minute ride. */
/** The hours offered for later, and the fewest minutes to the soonest: the kitchen's 12 and the 20-minute ride, from the opening while closed. */
const laterTimes = (hours: unknown, closures: unknown[] = [], leadMinutes = 32) => ({ schedule: { hours, closures }, leadMinutes });

describe.each(engines)("the shop's hours, closures, delivery area and phone on %s", (kind) => {
  let now = kathmandu('10:00');
  const { shop, api } = useTestShop(kind, { env: { KITCHEN_AUTOPILOT: '0' }, clock: () => now });
  let owner: StaffSession;
  const settings = (change: unknown, session = owner) => api('PATCH', '/api/staff/shop', change, staffHeaders(session));
  const order = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) => api('POST', '/api/order', newOrder(overrides), headers);
  const status = async () => (await api('GET', '/api/shop')).json.data;
  const history = async () => (await shop.store.db.selectFrom('history').select(['staff', 'action', 'summary']).orderBy('id').execute());

  it('is always open and delivers everywhere until an owner says otherwise', async () => {
    await shop.accounts.add('asha', PASSWORD, 'owner');
    await shop.accounts.add('ram', PASSWORD, 'kitchen');
    // Only the settings' own entries from here on.
    await shop.store.db.deleteFrom('history').execute();
    owner = await signInStaff(shop.baseUrl, 'asha', PASSWORD);
    const answer = await api('GET', '/api/shop');
    expect(answer.status).toBe(200);
    // Open or closed changes with the time: no cache keeps the answer without asking again.
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.json.data).toEqual({ open: true, opensAt: new Date(now).toISOString(), closure: null, deliveryArea: null, ...laterTimes(ALWAYS_OPEN.hours) });
    const stored = await api('GET', '/api/staff/shop', undefined, staffHeaders(owner));
    expect(stored.json.data).toEqual({ ...ALWAYS_OPEN, deliveryArea: null, phone: null });
    expect((await order({ position: POKHARA })).status).toBe(201);
  });

  it('lets only owners read and change the settings', async () => {
    const kitchen = await signInStaff(shop.baseUrl, 'ram', PASSWORD);
    for (const refused of [await api('GET', '/api/staff/shop', undefined, staffHeaders(kitchen)), await settings({ closures: [] }, kitchen)]) {
      expect([refused.status, refused.json]).toEqual([403, { status: 'fail', message: messages.OWNERS_ONLY }]);
    }
  });

  it("refuses settings that make no sense, with the contract's sentence, and keeps what was there", async () => {
    const monday = EVERY_DAY_11_TO_22.map((day, weekday) => (weekday === 1 ? [{ opens: '22:00', closes: '11:00' }] : day));
    const refusals: [unknown, string][] = [
      [{ hours: EVERY_DAY_11_TO_22.slice(1) }, 'Opening hours need all seven days'],
      [{ hours: monday }, 'Monday: the shop must close after it opens'],
      [{ hours: EVERY_DAY_11_TO_22.map(() => [{ opens: '11:00', closes: '16:00' }, { opens: '15:00', closes: '22:00' }]) }, 'Sunday: opening hours overlap'],
      [{ hours: EVERY_DAY_11_TO_22.map(() => [{ opens: '11', closes: '22:00' }]) }, 'Sunday: times are HH:MM, from 00:00 to 24:00'],
      [{ closures: [{ from: '2026-10-14', to: '2026-10-10', reason: 'Dashain' }] }, 'A closure must end on or after the day it starts'],
      [{ closures: [{ from: '14 October', to: '2026-10-10', reason: 'Dashain' }] }, 'A date is YYYY-MM-DD'],
      [{ deliveryArea: { center: THAMEL, radiusKm: 0 } }, 'The radius must be more than 0'],
      [{ phone: 'call us' }, SHOP_PHONE_RULE],
      [{ phone: '555' }, SHOP_PHONE_RULE],
      [{ phone: '01-5555555\u200B' }, 'The shop’s phone may not contain invisible characters'],
      [{ phone: '  ' }, 'The shop’s phone is required'],
      [{}, 'Nothing to change'],
    ];
    for (const [change, message] of refusals) {
      const refused = await settings(change);
      expect([refused.status, refused.json.message]).toEqual([400, message]);
    }
    expect((await api('GET', '/api/staff/shop', undefined, staffHeaders(owner))).json.data).toEqual({ ...ALWAYS_OPEN, deliveryArea: null, phone: null });
    expect(await history()).toEqual([]);
  });

  it('refuses orders while closed, saying when it opens, still answers a retry of an order placed before, and takes orders again once open', async () => {
    const placedBefore = await order({}, { 'idempotency-key': 'before-closing' });
    expect(placedBefore.status).toBe(201);

    const changed = await settings({ hours: EVERY_DAY_11_TO_22 });
    expect(changed.status).toBe(200);
    expect(changed.json.data.hours).toEqual(EVERY_DAY_11_TO_22);
    expect(await history()).toEqual([{ staff: 'asha', action: 'hours-changed', summary: 'Opening hours: every day 11:00–22:00' }]);

    expect(await status()).toEqual({ open: false, opensAt: new Date(kathmandu('11:00')).toISOString(), closure: null, deliveryArea: null, ...laterTimes(EVERY_DAY_11_TO_22, [], 60 + 32) });
    const refused = await order();
    expect([refused.status, refused.json]).toEqual([409, { status: 'fail', message: messages.shopClosed('today at 11:00') }]);
    expect(refused.json.message).toBe('The shop is closed right now. It opens again today at 11:00');

    const retried = await order({}, { 'idempotency-key': 'before-closing' });
    expect([retried.status, retried.json.data.id, retried.headers.get('idempotent-replayed')]).toEqual([201, placedBefore.json.data.id, 'true']);

    now = kathmandu('11:00');
    expect((await status()).open).toBe(true);
    expect((await order()).status).toBe(201);
    now = kathmandu('22:30');
    expect((await order()).json.message).toBe(messages.shopClosed('tomorrow at 11:00'));
  });

  it('closes for a dated closure (Dashain), saying so and when it opens after, and opens when the closure is taken away', async () => {
    now = kathmandu('12:00');
    const dashain = { from: '2026-11-26', to: '2026-11-28', reason: 'Dashain' };
    expect((await settings({ closures: [dashain] })).status).toBe(200);
    expect(await status()).toEqual({
      open: false,
      opensAt: new Date(kathmandu('11:00', '2026-11-29')).toISOString(),
      closure: 'Dashain',
      deliveryArea: null,
      // Sunday 11:00, 71 hours away.
      ...laterTimes(EVERY_DAY_11_TO_22, [dashain], 71 * 60 + 32),
    });
    const refused = await order();
    expect([refused.status, refused.json.message]).toEqual([409, 'The shop is closed right now. It opens again on Sunday 29 November at 11:00']);
    expect((await history()).at(-1)).toEqual({ staff: 'asha', action: 'closures-changed', summary: 'Closures: Dashain 2026-11-26 to 2026-11-28' });

    expect((await settings({ closures: [] })).status).toBe(200);
    expect((await order()).status).toBe(201);
    expect((await history()).at(-1)).toEqual({ staff: 'asha', action: 'closures-changed', summary: 'Closures: none' });
  });

  it('says it takes no orders at all when it opens on no day', async () => {
    expect((await settings({ hours: Array.from({ length: 7 }, () => []) })).status).toBe(200);
    expect(await status()).toMatchObject({ open: false, opensAt: null });
    expect((await order()).json).toEqual({ status: 'fail', message: messages.shopClosed(null) });
    expect((await history()).at(-1)).toEqual({ staff: 'asha', action: 'hours-changed', summary: 'Opening hours: every day closed' });
    expect((await settings({ hours: EVERY_DAY_11_TO_22 })).status).toBe(200);
  });

  it('refuses an order whose position lies outside the delivery area, and takes one with no position', async () => {
    const area = { center: THAMEL, radiusKm: 5 };
    expect((await settings({ deliveryArea: area })).json.data.deliveryArea).toEqual(area);
    expect((await status()).deliveryArea).toEqual(area);
    const far = await order({ position: POKHARA });
    expect([far.status, far.json]).toEqual([422, { status: 'fail', message: messages.outsideDeliveryArea(5) }]);
    expect((await order({ position: '' })).status).toBe(201);
    expect((await order({ position: '27.7000,85.3200' })).status).toBe(201);
    expect((await history()).at(-1)).toEqual({ staff: 'asha', action: 'delivery-area-changed', summary: 'Delivery area: 5 km around 27.7172, 85.324' });

    // The same area again changes nothing, and the history says nothing.
    const entries = (await history()).length;
    expect((await settings({ deliveryArea: area })).status).toBe(200);
    expect(await history()).toHaveLength(entries);

    expect((await settings({ deliveryArea: null })).json.data.deliveryArea).toBeNull();
    expect((await order({ position: POKHARA })).status).toBe(201);
    expect((await history()).at(-1)).toEqual({ staff: 'asha', action: 'delivery-area-changed', summary: 'Delivery area: no limit' });
  });

  it("gives customers the shop's phone once an owner sets it, a Kathmandu landline or a mobile, and none once it is taken away", async () => {
    expect(await status()).not.toHaveProperty('phone');
    const set = await settings({ phone: ' 01-5555555 ' });
    expect([set.status, set.json.data.phone]).toEqual([200, '01-5555555']);
    expect((await status()).phone).toBe('01-5555555');
    expect((await api('GET', '/api/staff/shop', undefined, staffHeaders(owner))).json.data.phone).toBe('01-5555555');
    expect((await history()).at(-1)).toEqual({ staff: 'asha', action: 'shop-phone-changed', summary: 'Shop’s phone: 01-5555555' });

    expect((await settings({ phone: '+977 984-1234567' })).status).toBe(200);
    expect((await status()).phone).toBe('+977 984-1234567');

    expect((await settings({ phone: null })).json.data.phone).toBeNull();
    expect(await status()).not.toHaveProperty('phone');
    expect((await history()).at(-1)).toEqual({ staff: 'asha', action: 'shop-phone-changed', summary: 'Shop’s phone: none' });
  });
});

describe.runIf(engines.includes('postgres'))('the shop settings on two instances of one PostgreSQL database', () => {
  it("reach the other instance's cache as soon as one changes them", { timeout: 60_000 }, async () => {
    const database = await createTestDatabase('postgres');
    onTestFinished(() => database.drop());
    const clock = () => kathmandu('12:00');
    const env = { KITCHEN_AUTOPILOT: '0' };
    const a = await startTestShop(database.url, env, clock);
    onTestFinished(() => a.close());
    const b = await startTestShop(database.url, env, clock);
    onTestFinished(() => b.close());
    await a.accounts.add('asha', PASSWORD, 'owner');
    const owner = await signInStaff(a.baseUrl, 'asha', PASSWORD);

    // B has read them (and keeps them) before A changes them.
    expect((await call(b.baseUrl, 'GET', '/api/shop')).json.data.open).toBe(true);
    expect((await call(b.baseUrl, 'POST', '/api/order', newOrder())).status).toBe(201);
    const dashain = { from: '2026-11-20', to: '2026-11-28', reason: 'Dashain' };
    const area = { center: THAMEL, radiusKm: 8 };
    expect((await call(a.baseUrl, 'PATCH', '/api/staff/shop', { closures: [dashain], deliveryArea: area }, staffHeaders(owner))).status).toBe(200);

    // Well before the cache's own 30 seconds run out.
    await waitFor('the change on B', async () => (await call(b.baseUrl, 'GET', '/api/shop')).json.data.closure === 'Dashain', { timeoutMs: 5_000 });
    expect((await call(b.baseUrl, 'GET', '/api/shop')).json.data.deliveryArea).toEqual(area);
    const refused = await call(b.baseUrl, 'POST', '/api/order', newOrder());
    expect([refused.status, refused.json.message]).toEqual([409, 'The shop is closed right now. It opens again on Sunday 29 November at 00:00']);
  });
});
