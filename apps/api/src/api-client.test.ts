import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createApiClient,
  createOrder,
  followOrder,
  getMenu,
  getOrder,
  HttpError,
  isSignedOut,
  makeOrderPriority,
  reverseGeocode,
  type ApiConnection,
  type ApiError,
  type Order,
  type StaffOrder,
  type Unsubscribe,
  createApiConnection,
} from '@chulo/api-client';
import * as staff from '@chulo/api-client/staff';
import { availableEngines, waitFor } from '@chulo/test-lab';
import { OPENING_MENU } from './data/opening-menu.ts';
import { newOrder, pizzaNamed } from './testing/sample-orders.ts';
import { useTestShop } from './testing/test-shop.ts';

/**
 * The API client against the real server, over real HTTP: every call of the customer's app
 * and of the kitchen, its failures as SPEC §8 words them, and both live feeds.
 */

const engines = await availableEngines();
const PASSWORD = 'correct horse battery';
const margherita = pizzaNamed('Margherita');

/**
 * `fetch` as a browser tab uses it, for Node: it keeps the session cookie the server sets
 * and sends it back, which the staff API needs.
 */
function fetchWithCookies(): typeof fetch {
  let cookie = '';
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0]!;
    return response;
  };
}

/** Every value a live feed hands on, and a way to wait for the one a test expects. */
function feedLog<T>() {
  const seen: T[] = [];
  return { seen, next: (what: string, match: (value: T) => boolean) => waitFor(what, () => seen.find(match), { timeoutMs: 5_000 }) };
}

describe.each(engines)('the API client against the server on %s', (kind) => {
  const { shop } = useTestShop(kind, { env: { KITCHEN_AUTOPILOT: '0' } });
  const failures: ApiError[] = [];
  let api: ApiConnection;
  let kitchen: ApiConnection;

  beforeAll(async () => {
    await shop.accounts.add('maya', PASSWORD);
    api = createApiConnection({ baseUrl: shop.baseUrl, onFailure: (error) => failures.push(error) });
    kitchen = createApiConnection({ baseUrl: shop.baseUrl, fetch: fetchWithCookies(), onFailure: (error) => failures.push(error) });
  });

  const placeOrder = (overrides: Record<string, unknown> = {}, idempotencyKey = randomUUID()) =>
    createOrder(api, newOrder(overrides), { idempotencyKey });

  describe('for the customer', () => {
    it('reads the menu, checked against the contract', async () => {
      const menu = await getMenu(api);
      expect(menu.map(({ id, name, soldOut }) => ({ id, name, soldOut }))).toEqual(
        OPENING_MENU.map(({ id, name, soldOut }) => ({ id, name, soldOut })),
      );
    });

    it('places an order once, however often the same attempt is sent, and a new attempt anew', async () => {
      const key = randomUUID();
      const first = await placeOrder({}, key);
      const retry = await placeOrder({}, key);
      const another = await placeOrder();
      expect(retry.id).toBe(first.id);
      expect(another.id).not.toBe(first.id);
    });

    it('looks the order up, and makes it priority', async () => {
      const { id } = await placeOrder({ cart: [{ pizzaId: margherita.id, quantity: 2 }] });
      const placed = await getOrder(api, id);
      expect(placed).toMatchObject({ id, status: 'preparing', priority: false, priorityPrice: 0, orderPrice: margherita.unitPrice * 2 });
      await makeOrderPriority(api, id);
      const hurried = await getOrder(api, id);
      expect(hurried.priority).toBe(true);
      expect(hurried.priorityPrice).toBeGreaterThan(0);
    });

    it('finds the address at a position', async () => {
      expect(await reverseGeocode(api, { latitude: 27.7172, longitude: 85.324 })).toMatchObject({ city: 'Kathmandu', countryName: 'Nepal' });
    });

    it("says \"Couldn't find order #…\" for an unknown order, with the server's own words on the error", async () => {
      const error = await getOrder(api, 'NQPE2345').catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ message: "Couldn't find order #NQPE2345", status: 404, serverMessage: "Couldn't find order #NQPE2345" });
    });

    it("says 'Failed creating your order' for a sold-out pizza, and keeps the server's reason", async () => {
      const soldOut = OPENING_MENU.find((pizza) => pizza.soldOut)!;
      const error = await placeOrder({ cart: [{ pizzaId: soldOut.id, quantity: 1 }] }).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ message: 'Failed creating your order', status: 400, serverMessage: `${soldOut.name} is sold out` });
      expect(failures).toContain(error);
    });

    it("says 'Failed updating your order' when there is no order to hurry", async () => {
      await expect(makeOrderPriority(api, 'NQPE2345')).rejects.toMatchObject({ message: 'Failed updating your order', status: 404 });
    });
  });

  describe('for the kitchen', () => {
    it('refuses a wrong password in the server’s words', async () => {
      const error = await staff.signIn(kitchen, 'maya', 'not the password').catch((failure: unknown) => failure);
      expect(error).toMatchObject({ status: 401, message: 'Wrong username or password' });
    });

    it('signs in, sees the open orders and moves one on, followed live by the customer and the kitchen', async () => {
      const session = await staff.signIn(kitchen, 'maya', PASSWORD);
      expect(await staff.getSession(kitchen)).toEqual(session);

      const { id } = await placeOrder();
      const open = await staff.getOpenOrders(kitchen);
      expect(open.find((order) => order.id === id)).toMatchObject({ status: 'preparing', customer: 'Sita Sharma' });

      const customerFeed = feedLog<Order>();
      const kitchenFeed = feedLog<StaffOrder | 'ready'>();
      const stops: Unsubscribe[] = [
        followOrder(api, id, { onOrder: (order) => customerFeed.seen.push(order) }),
        staff.followOrders(kitchen, { onReady: () => kitchenFeed.seen.push('ready'), onOrder: (order) => kitchenFeed.seen.push(order) }),
      ];
      try {
        await customerFeed.next('the order as it is', (order) => order.status === 'preparing');
        await kitchenFeed.next('the kitchen’s feed to be ready', (event) => event === 'ready');

        const moved = await staff.moveOrder(kitchen, id, 'baking', session.csrfToken);
        expect(moved).toMatchObject({ id, status: 'baking' });
        await customerFeed.next('the order in the oven', (order) => order.status === 'baking');
        await kitchenFeed.next('the kitchen’s order in the oven', (event) => event !== 'ready' && event.id === id && event.status === 'baking');
      } finally {
        for (const stop of stops) stop();
      }
    });

    it('says why a move is refused, and that a change without the CSRF token is not allowed', async () => {
      const session = await staff.signIn(kitchen, 'maya', PASSWORD);
      const { id } = await placeOrder();
      await staff.moveOrder(kitchen, id, 'cancelled', session.csrfToken);
      await expect(staff.moveOrder(kitchen, id, 'baking', session.csrfToken)).rejects.toMatchObject({ status: 409 });
      await expect(staff.moveOrder(kitchen, id, 'baking', 'not-the-token')).rejects.toMatchObject({ status: 403 });
    });

    it('marks a pizza sold out, which the customer’s menu then shows', async () => {
      const session = await staff.signIn(kitchen, 'maya', PASSWORD);
      const pepperoni = pizzaNamed('Pepperoni');
      expect(await staff.editPizza(kitchen, pepperoni.id, { soldOut: true }, session.csrfToken)).toMatchObject({ id: pepperoni.id, soldOut: true });
      expect((await getMenu(api)).find((pizza) => pizza.id === pepperoni.id)?.soldOut).toBe(true);
      await staff.editPizza(kitchen, pepperoni.id, { soldOut: false }, session.csrfToken);
    });

    it('signs out, after which the session is gone and the feed is refused', async () => {
      const session = await staff.signIn(kitchen, 'maya', PASSWORD);
      await staff.signOut(kitchen, session.csrfToken);
      expect(isSignedOut(await staff.getSession(kitchen).catch((failure: unknown) => failure))).toBe(true);
      const ended = await new Promise<ApiError | null>((resolve) => staff.followOrders(kitchen, { onOrder: () => {}, onEnd: resolve }));
      expect(isSignedOut(ended)).toBe(true);
    });
  });

  it('works the same as one object with a method for every call', async () => {
    const client = createApiClient({ baseUrl: shop.baseUrl, fetch: fetchWithCookies(), onFailure: () => {} });
    const { id } = await client.createOrder(newOrder(), { idempotencyKey: randomUUID() });
    expect(await client.getOrder(id)).toMatchObject({ id, status: 'preparing' });
    const session = await client.staff.signIn('maya', PASSWORD);
    expect(await client.staff.moveOrder(id, 'baking', session.csrfToken)).toMatchObject({ status: 'baking' });
    expect((await client.getMenu()).length).toBe(OPENING_MENU.length);
  });
});

describe('the API client’s limits', () => {
  const { shop, api: send } = useTestShop('sqlite');
  const order = () => newOrder({ cart: [{ pizzaId: margherita.id, quantity: 1 }] });

  it.each([
    ['a name over 100 characters', { customer: 'Sita '.repeat(21) }],
    ['a blank name', { customer: ' ' }],
    ['a phone over 30 characters', { phone: '9'.repeat(31) }],
    ['a phone that breaks the rule', { phone: '98a1234567' }],
    ['an address over 300 characters', { address: 'Thamel '.repeat(50) }],
    ['100 of one pizza', { cart: [{ pizzaId: margherita.id, quantity: 100 }] }],
    ['half a pizza', { cart: [{ pizzaId: margherita.id, quantity: 0.5 }] }],
    ['an empty cart', { cart: [] }],
    ['51 lines', { cart: Array.from({ length: 51 }, () => ({ pizzaId: margherita.id, quantity: 1 })) }],
    ['a name that reads backwards', { customer: '\u202EatiS' }],
    ['a name with a line break', { customer: 'Sita\nRam' }],
    ['a name of zero-width spaces', { customer: '\u200B\u200B' }],
    ['a name that is only a Hangul filler', { customer: '\u3164' }],
    ['a name that is only braille blanks', { customer: '\u2800\u2800' }],
    ['a name with text hidden in tag characters', { customer: `Sita${[...'pay 0'].map((c) => String.fromCodePoint(0xe0000 + c.codePointAt(0)!)).join('')}` }],
    ['a name with an interlinear annotation', { customer: 'Sita\uFFF9Ram\uFFFAhidden\uFFFB' }],
    ['a name with a zero-width space inside', { customer: 'Si\u200Bta' }],
    ['a name with a left-to-right mark', { customer: 'Sita\u200E' }],
    ['a name with a right-to-left mark', { customer: '\u200FSita' }],
    ['a name with an Arabic letter mark', { customer: 'Sita\u061C 2' }],
    ['an address with a line separator', { address: 'Ward 4\u2028Thamel' }],
    ['an address with a paragraph separator', { address: 'Ward 4\u2029Thamel' }],
    ['an address with an escape character', { address: 'Thamel\u001B[2J' }],
    ['a position of 70 characters', { position: `27.${'1'.repeat(60)}, 85.3` }],
  ])('are the server’s: %s is refused before sending, in the words the server answers it with', async (_what, change) => {
    const refused = { ...order(), ...change };
    const server = await send('POST', '/api/order', refused);
    expect(server.status).toBe(400);

    const requests: string[] = [];
    const client = createApiConnection({
      baseUrl: shop.baseUrl,
      fetch: (input, init) => (requests.push(String(input)), fetch(input, init)),
      onFailure: () => {},
    });
    const error = await createOrder(client, refused, { idempotencyKey: randomUUID() }).catch((failure: unknown) => failure);
    // The same sentence, and the same list of problems with their fields.
    expect(error).toMatchObject({ kind: 'invalid-request', message: server.json.message, issues: server.json.issues });
    expect(requests).toEqual([]);
  });
});

describe('a customer’s text', () => {
  const { shop, api: send } = useTestShop('sqlite');

  it('is kept in composed form, so that the kitchen reads (and searches) it as typed', async () => {
    const decomposed = 'Jose\u0301 Thapa';
    const placed = await send('POST', '/api/order', newOrder({ customer: decomposed, cart: [{ pizzaId: margherita.id, quantity: 1 }] }));
    expect(placed.status).toBe(201);
    const stored = await shop.kitchen.findForStaff(placed.json.data.id);
    expect(stored.customer).toBe('José Thapa');
    expect(stored.customer).toHaveLength(10);
  });

  it('keeps the joiners and variation selectors that words and emoji need', async () => {
    const kept = ['क्\u200Dष श्रेष्ठ', 'श्री', 'Ram 👨\u200D👩\u200D👧', 'Sita \u2764\uFE0F'];
    for (const customer of kept) {
      const placed = await send('POST', '/api/order', newOrder({ customer, cart: [{ pizzaId: margherita.id, quantity: 1 }] }));
      expect(placed.status, customer).toBe(201);
      expect((await shop.kitchen.findForStaff(placed.json.data.id)).customer).toBe(customer);
    }
  });
});
