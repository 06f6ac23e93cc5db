import { setTimeout } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { byKitchenTurn, OPEN_STATUSES } from '@chulo/domain';
import type { StaffOrder } from '@chulo/api-client/contract';
import { availableEngines, openSse, staffHeaders, staffLogin, type StaffSession } from '@chulo/test-lab';
import { kitchenTurn } from './data/order-rows.ts';
import { newOrder, pizzaNamed, SITA } from './testing/sample-orders.ts';
import { useTestShop } from './testing/test-shop.ts';

const engines = await availableEngines();
const PASSWORD = 'correct horse battery';
const margherita = pizzaNamed('Margherita');
const hawaiian = pizzaNamed('Hawaiian');

/** Sita's order of `quantity` of one pizza. */
const orderOf = (quantity = 1, pizzaId = margherita.id) => newOrder({ cart: [{ pizzaId, quantity }] });

describe.each(engines)('the kitchen on %s', (kind) => {
  const { shop, api } = useTestShop(kind, { env: { KITCHEN_AUTOPILOT: '0' } });
  let staff: StaffSession;
  const asStaff = (method: string, path: string, body?: unknown) => api(method, path, body, staffHeaders(staff));
  const signIn = (username = 'maya', password = PASSWORD) => staffLogin(shop.baseUrl, username, password);

  beforeAll(async () => {
    await shop.accounts.add('maya', PASSWORD);
    staff = await signIn();
  });

  describe('signing in', () => {
    it('sets an HttpOnly, SameSite=Strict session cookie and hands out a CSRF token', async () => {
      const { status, setCookie, csrfToken } = await signIn();
      expect(status).toBe(200);
      expect(setCookie).toMatch(/kitchen_session=[\w-]{40,}/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Strict');
      expect(csrfToken.length).toBeGreaterThanOrEqual(20);
    });

    it('is refused from another site’s page: no signing a cook into an account of someone else’s', async () => {
      const fromElsewhere = await api('POST', '/api/staff/login', { username: 'maya', password: PASSWORD }, { origin: 'https://evil.example' });
      expect(fromElsewhere.status).toBe(403);
      const fromOwnPage = await api('POST', '/api/staff/login', { username: 'maya', password: PASSWORD }, { origin: shop.baseUrl, 'sec-fetch-site': 'same-origin' });
      expect(fromOwnPage.status).toBe(200);
    });

    it('refuses a wrong password or an unknown name the same way', async () => {
      const wrongPassword = await signIn('maya', 'not the password');
      const unknown = await signIn('nobody', PASSWORD);
      for (const attempt of [wrongPassword, unknown]) {
        expect(attempt.status).toBe(401);
        expect(attempt.json).toEqual({ status: 'fail', message: 'Wrong username or password' });
        expect(attempt.setCookie).toBe('');
      }
    });

    it('stores only a scrypt hash of the password', async () => {
      const row = await shop.store.db.selectFrom('staff').selectAll().where('username', '=', 'maya').executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(PASSWORD);
    });
  });

  describe('every staff route', () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/staff/session'],
      ['GET', '/api/staff/orders'],
      ['GET', '/api/staff/orders/ABCDEFGH'],
      ['PATCH', '/api/staff/orders/ABCDEFGH', { status: 'baking' }],
      ['PATCH', `/api/staff/menu/${margherita.id}`, { soldOut: true }],
      ['POST', '/api/staff/logout'],
      ['GET', '/api/staff/events'],
    ];

    it.each(routes.filter(([, path]) => !path.endsWith('/events')))('%s %s is never stored by a cache on the way, answered or refused', async (method, path, body) => {
      // Changes are only refused here, so that this test leaves the menu and the session as they were.
      const answers = method === 'GET' ? [await asStaff(method, path), await api(method, path)] : [await api(method, path, body)];
      for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
    });

    it.each(routes.filter(([method]) => method !== 'GET'))(
      '%s %s is refused from another site’s page, even with the session and its CSRF token',
      async (method, path, body) => {
        const fromElsewhere: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }];
        for (const headers of fromElsewhere) {
          const answer = await api(method, path, body, { ...staffHeaders(staff), ...headers });
          expect(answer.status).toBe(403);
          expect(answer.json).toEqual({ status: 'fail', message: 'Kitchen changes are only taken from the kitchen’s own pages' });
        }
      },
    );

    it.each(routes)('%s %s answers 401 without a session, a forged one or an expired one', async (method, path, body) => {
      const missing = await api(method, path, body);
      const forged = await api(method, path, body, { cookie: 'kitchen_session=forged-token-that-was-never-issued' });
      expect(missing.status).toBe(401);
      expect(forged.status).toBe(401);
      expect(missing.json.status).toBe('fail');

      const expiring = await signIn();
      await shop.store.db.updateTable('staff_sessions').set({ expires_at: Date.now() - 1 }).where('csrf_token', '=', expiring.csrfToken).execute();
      const expired = await api(method, path, body, { cookie: expiring.cookie, 'x-csrf-token': expiring.csrfToken });
      expect(expired.status).toBe(401);
    });

    it.each(routes.filter(([method]) => method !== 'GET'))('%s %s answers 403 without the CSRF token or with another one', async (method, path, body) => {
      const other = await signIn();
      const without = await api(method, path, body, { cookie: staff.cookie });
      const wrong = await api(method, path, body, { cookie: staff.cookie, 'x-csrf-token': other.csrfToken });
      expect(without.status).toBe(403);
      expect(wrong.status).toBe(403);
      expect(without.json.status).toBe('fail');
    });
  });

  it('shows personal data only behind a staff session', async () => {
    const created = (await api('POST', '/api/order', orderOf())).json.data;
    const publicView = await api('GET', `/api/order/${created.id}`);
    expect(JSON.stringify(publicView.json)).not.toContain(SITA.customer);
    const staffView = await asStaff('GET', `/api/staff/orders/${created.id}`);
    expect(staffView.json.data).toMatchObject({ id: created.id, ...SITA });
    const list = await asStaff('GET', '/api/staff/orders?status=preparing');
    expect(list.json.data.map((order: any) => order.id)).toContain(created.id);
    expect(list.json.data.every((order: any) => order.status === 'preparing')).toBe(true);
    expect((await asStaff('GET', '/api/staff/orders?status=eaten')).status).toBe(400);
  });

  it('moves an order forward only, records each step, and refuses changes after delivery', async () => {
    const created = (await api('POST', '/api/order', orderOf())).json.data;
    for (const status of ['baking', 'delivering', 'delivered']) {
      const moved = await asStaff('PATCH', `/api/staff/orders/${created.id}`, { status });
      expect(moved.status).toBe(200);
      expect(moved.json.data.status).toBe(status);
    }
    const back = await asStaff('PATCH', `/api/staff/orders/${created.id}`, { status: 'baking' });
    expect(back.status).toBe(409);
    const cancel = await asStaff('PATCH', `/api/staff/orders/${created.id}`, { status: 'cancelled' });
    expect(cancel.status).toBe(409);
    const history = (await api('GET', `/api/order/${created.id}`)).json.data.statusHistory;
    expect(history.map((change: any) => change.status)).toEqual(['preparing', 'baking', 'delivering', 'delivered']);
  });

  it('refuses skipping a step and cancels an open order', async () => {
    const created = (await api('POST', '/api/order', orderOf())).json.data;
    expect((await asStaff('PATCH', `/api/staff/orders/${created.id}`, { status: 'delivered' })).status).toBe(409);
    expect((await asStaff('PATCH', `/api/staff/orders/${created.id}`, { status: 'cancelled' })).json.data.status).toBe('cancelled');
    expect((await asStaff('PATCH', `/api/staff/orders/${created.id}`, { status: 'baking' })).status).toBe(409);
  });

  it('puts a new priority order ahead of the queue and re-estimates the rest', async () => {
    const big = (await api('POST', '/api/order', orderOf(30))).json.data;
    const small = (await api('POST', '/api/order', orderOf(1))).json.data;
    expect(Date.parse(small.estimatedDelivery)).toBeGreaterThan(Date.parse(big.estimatedDelivery));
    const upgraded = (await api('PATCH', `/api/order/${small.id}`, { priority: true })).json.data;
    expect(Date.parse(upgraded.estimatedDelivery)).toBeLessThan(Date.parse(big.estimatedDelivery));
    const bigAfter = (await api('GET', `/api/order/${big.id}`)).json.data;
    expect(Date.parse(bigAfter.estimatedDelivery)).toBeGreaterThan(Date.parse(big.estimatedDelivery));
    for (const order of [big, small]) await asStaff('PATCH', `/api/staff/orders/${order.id}`, { status: 'cancelled' });
  });

  it('lists the open orders in the kitchen’s turn: the database sorts them as @chulo/domain’s comparator does', async () => {
    const place = async () => (await api('POST', '/api/order', orderOf())).json.data.id as string;
    const early = await place();
    const late = await place();
    const tied = await Promise.all([place(), place(), place()]);
    // Made priority in the opposite order from their placing, a moment apart: LATE first.
    await api('PATCH', `/api/order/${late}`, { priority: true });
    await setTimeout(5);
    await api('PATCH', `/api/order/${early}`, { priority: true });
    // Orders that joined the queue at the same moment (as one batch of new orders does): the id settles their turn.
    await shop.store.db.updateTable('orders').set({ queued_at: Date.now() }).where('id', 'in', tied).execute();

    const answered: StaffOrder[] = (await asStaff('GET', '/api/staff/orders')).json.data;
    const listed = answered.map((order) => order.id);
    const open = await shop.store.db.selectFrom('orders').select(['id', 'priority', 'queued_at']).where('status', 'in', OPEN_STATUSES).execute();
    expect(listed).toEqual(open.map(kitchenTurn).sort(byKitchenTurn).map((turn) => turn.id));
    // The board sorts what it receives with the same comparator, from the queue time on the wire: the same order.
    const onTheBoard = answered.map(({ id, priority, queuedAt }) => ({ id, priority, queuedAt: Date.parse(queuedAt) })).sort(byKitchenTurn);
    expect(onTheBoard.map((turn) => turn.id)).toEqual(listed);
    expect(listed.indexOf(late)).toBeLessThan(listed.indexOf(early));
    for (const id of [early, late, ...tied]) await asStaff('PATCH', `/api/staff/orders/${id}`, { status: 'cancelled' });
  });

  it('answers every one of many racing priority upgrades and kitchen moves, which re-estimate the same orders', { timeout: 30_000 }, async () => {
    const orders = await Promise.all(Array.from({ length: 24 }, (_, i) => api('POST', '/api/order', orderOf(1 + (i % 3)))));
    const ids = orders.map((created) => created.json.data.id as string);
    const answers = await Promise.all(
      ids.map((id, i) => (i % 2 === 0 ? api('PATCH', `/api/order/${id}`, { priority: true }) : asStaff('PATCH', `/api/staff/orders/${id}`, { status: 'baking' }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));
    await Promise.all(ids.map((id) => asStaff('PATCH', `/api/staff/orders/${id}`, { status: 'cancelled' })));
  });

  it('keeps the waiting pizzas by priority equal to the orders in the kitchen, whatever happens to them', async () => {
    /** What the queue table says, and what summing the orders themselves says. */
    const queueAndOrders = async () => {
      const queue = await shop.store.db.selectFrom('kitchen_queue').select(['priority', 'pizzas']).orderBy('priority').execute();
      const orders = await shop.store.db
        .selectFrom('orders')
        .select(['priority', 'pizza_count'])
        .where('status', 'in', ['preparing', 'baking'])
        .execute();
      const summed = [0, 1].map((priority) =>
        orders.filter((order) => Number(order.priority) === priority).reduce((sum, order) => sum + Number(order.pizza_count), 0),
      );
      return { queue: queue.map((row) => Number(row.pizzas)), summed };
    };
    const placed = await Promise.all([3, 1, 2, 5].map(async (quantity) => (await api('POST', '/api/order', orderOf(quantity))).json.data.id as string));
    const [toBake, toUpgrade, toCancel, toDeliver] = placed as [string, string, string, string];
    await asStaff('PATCH', `/api/staff/orders/${toBake}`, { status: 'baking' });
    await api('PATCH', `/api/order/${toUpgrade}`, { priority: true });
    await asStaff('PATCH', `/api/staff/orders/${toCancel}`, { status: 'cancelled' });
    for (const status of ['baking', 'delivering']) await asStaff('PATCH', `/api/staff/orders/${toDeliver}`, { status });
    const { queue, summed } = await queueAndOrders();
    expect(queue).toEqual(summed);
    expect(summed[1]).toBeGreaterThanOrEqual(1);
    for (const id of [toBake, toUpgrade]) await asStaff('PATCH', `/api/staff/orders/${id}`, { status: 'cancelled' });
    expect((await queueAndOrders()).queue).toEqual((await queueAndOrders()).summed);
  });

  it('streams each change of an order to its customer, without personal data', async () => {
    const created = (await api('POST', '/api/order', orderOf())).json.data;
    const customer = await openSse(`${shop.baseUrl}/api/order/${created.id}/events`);
    try {
      await customer.next((event) => event.data?.status === 'preparing');
      await asStaff('PATCH', `/api/staff/orders/${created.id}`, { status: 'baking' });
      const baking = await customer.next((event) => event.data?.status === 'baking');
      expect(baking.data).not.toHaveProperty('customer');
      await api('PATCH', `/api/order/${created.id}`, { priority: true });
      await customer.next((event) => event.data?.priority === true);
      expect(JSON.stringify(customer.events)).not.toContain(SITA.customer);
    } finally {
      customer.close();
    }
    expect((await fetch(`${shop.baseUrl}/api/order/NOPE42/events`)).status).toBe(404);
  });

  it('streams new orders to the kitchen dashboard', async () => {
    const kitchen = await openSse(`${shop.baseUrl}/api/staff/events`, { cookie: staff.cookie });
    try {
      await kitchen.next((event) => event.event === 'ready');
      const created = (await api('POST', '/api/order', orderOf())).json.data;
      const seen = await kitchen.next((event) => event.data?.id === created.id);
      expect(seen.data.customer).toBe(SITA.customer);
    } finally {
      kitchen.close();
    }
  });

  it('lets staff mark a pizza sold out and change its price; past orders keep theirs', async () => {
    const before = (await api('POST', '/api/order', orderOf(1, hawaiian.id))).json.data;
    const soldOut = await asStaff('PATCH', `/api/staff/menu/${hawaiian.id}`, { soldOut: true });
    expect(soldOut.json.data.soldOut).toBe(true);
    const menu = (await api('GET', '/api/menu')).json.data;
    expect(menu.find((pizza: any) => pizza.id === hawaiian.id).soldOut).toBe(true);
    expect((await api('POST', '/api/order', orderOf(1, hawaiian.id))).status).toBe(400);

    const repriced = await asStaff('PATCH', `/api/staff/menu/${hawaiian.id}`, { soldOut: false, unitPrice: 990.5 });
    expect(repriced.json.data).toMatchObject({ soldOut: false, unitPrice: 990.5 });
    const after = (await api('POST', '/api/order', orderOf(2, hawaiian.id))).json.data;
    expect(after.orderPrice).toBe(1981);
    expect((await api('GET', `/api/order/${before.id}`)).json.data.orderPrice).toBe(hawaiian.unitPrice);
    expect((await asStaff('PATCH', `/api/staff/menu/${hawaiian.id}`, { unitPrice: -5 })).status).toBe(400);
    expect((await asStaff('PATCH', '/api/staff/menu/999', { soldOut: true })).status).toBe(404);
  });

  it('signs out: the session stops working', async () => {
    const session = await signIn();
    const out = await api('POST', '/api/staff/logout', undefined, { cookie: session.cookie, 'x-csrf-token': session.csrfToken });
    expect(out.status).toBe(200);
    expect((await api('GET', '/api/staff/orders', undefined, { cookie: session.cookie })).status).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  const { api } = useTestShop('sqlite', { env: { RATE_LIMIT: 'on', RATE_LIMIT_STAFF_LOGIN_PER_15_MINUTES: '3' } });

  it('answers 429 JSON after repeated failed sign-ins', async () => {
    const attempt = () => api('POST', '/api/staff/login', { username: 'maya', password: 'guess' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.json.status).toBe('fail');
  });
});
