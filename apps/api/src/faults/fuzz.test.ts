import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIRECTIONS_MAX_LENGTH, hasControlCharacter, hasDirectionMark, hasHiddenCharacter, hasVisibleCharacter } from '@chulo/domain';
import { availableEngines, signInStaff, staffHeaders } from '@chulo/test-lab';
import { OPENING_MENU } from '../data/opening-menu.ts';
import { sampleCheckout } from '../testing/sample-orders.ts';
import { call, useTestShop } from '../testing/test-shop.ts';
import { anyJson, escapeText, HOSTILE_TEXT, hostileHeaders, hostileSegment, type RawAnswer, sendRaw, UNSTORABLE_TEXT } from './hostile-http.ts';

const engines = await availableEngines();
/** Runs per property and engine: together some thousands of hostile requests, in seconds. */
const RUNS = 150;
const STAFF_PASSWORD = 'fuzzing is caring';

/** The `fail` envelope: a sentence, and for a request the schemas refuse, its problems. */
const failure = (answer: { issues?: unknown }) => ({
  status: 'fail',
  message: expect.any(String),
  ...(answer.issues !== undefined && { issues: expect.arrayContaining([{ path: expect.any(String), message: expect.any(String) }]) }),
});

/** What every answer to hostile input must be: never a 5xx, and a 4xx is the JSON `fail` envelope. */
function expectComposed(answer: RawAnswer, method = 'GET') {
  expect(answer.status, answer.text).toBeLessThan(500);
  if (answer.status < 400 || method === 'HEAD') return;
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.text)).toEqual(failure(JSON.parse(answer.text)));
}

/** An order-shaped body whose every field may be missing, mistyped, out of range or hostile. */
const orderish = fc.record(
  {
    customer: fc.oneof(fc.string({ maxLength: 120 }), anyJson),
    phone: fc.oneof(fc.constantFrom('9841000000', '+977 984-1234567', '1'.repeat(31)), fc.string({ maxLength: 40 }), anyJson),
    address: fc.oneof(fc.string({ maxLength: 320 }), anyJson),
    priority: fc.oneof(fc.boolean(), anyJson),
    position: fc.oneof(fc.constantFrom('', '27.7,85.3', '91,0', '27.7, 185.3', 'here'), fc.string({ maxLength: 30 }), anyJson),
    cart: fc.oneof(
      fc.array(
        fc.record(
          {
            pizzaId: fc.oneof(fc.integer({ min: -3, max: OPENING_MENU.length + 3 }), anyJson),
            quantity: fc.oneof(fc.integer({ min: -2, max: 120 }), fc.double(), anyJson),
            unitPrice: anyJson,
          },
          { requiredKeys: [] },
        ),
        { maxLength: 55 },
      ),
      anyJson,
    ),
    constructor: fc.constant({ prototype: { polluted: true } }),
  },
  { requiredKeys: [] },
);

/** Request bodies: order-ish objects, any JSON, byte soup, cut-off JSON, or more than the server takes. */
const body = fc.oneof(
  orderish.map((order) => JSON.stringify(order)),
  anyJson.map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.nat({ max: 200 }).map((cut) => JSON.stringify(sampleCheckout(cut)).slice(0, cut)),
  fc.constant(JSON.stringify({ ...sampleCheckout(3), address: 'x'.repeat(40_000) })),
  fc.constant('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
);

const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    '',
  ),
  fc.string({ maxLength: 30 }),
);

const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');

describe.each(engines)('hostile input on %s', (kind) => {
  const { shop } = useTestShop(kind, { webApp: true, env: { KITCHEN_AUTOPILOT: '0' } });
  let staff: Record<string, string>;
  const created = new Set<string>();

  const property = <T,>(arbitrary: fc.Arbitrary<T>, check: (value: T) => Promise<void>) =>
    fc.assert(fc.asyncProperty(arbitrary, check), { numRuns: RUNS });

  beforeAll(async () => {
    await shop.accounts.add('night-shift', STAFF_PASSWORD);
    staff = staffHeaders(await signInStaff(shop.baseUrl, 'night-shift', STAFF_PASSWORD));
  });

  it('POST /api/order: any body, content type and headers get an answer, never a 5xx', { timeout: 60_000 }, async () => {
    await property(fc.record({ body, contentType, headers: hostileHeaders }), async ({ body, contentType, headers }) => {
      const answer = await sendRaw(shop.baseUrl, 'POST', '/api/order', {
        headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
        body,
      });
      expectComposed(answer, 'POST');
      if (answer.status === 201) {
        const { data } = JSON.parse(answer.text);
        created.add(data.id);
        expect(data.cart.length).toBeGreaterThan(0);
      }
      // The parser never lets a body reach Object.prototype.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  it('GET, PATCH and events of /api/order/:id: any id, body and headers', { timeout: 60_000 }, async () => {
    const known = (await call(shop.baseUrl, 'POST', '/api/order', sampleCheckout(5))).json.data.id as string;
    created.add(known);
    await property(
      fc.record({ id: fc.oneof(hostileSegment, fc.constant(known.toLowerCase())), body, headers: hostileHeaders }),
      async ({ id, body, headers }) => {
        expectComposed(await sendRaw(shop.baseUrl, 'GET', `/api/order/${id}`, { headers }));
        // Only an order's own id opens its live stream; a hostile one gets a plain JSON answer.
        if (id !== known.toLowerCase()) expectComposed(await sendRaw(shop.baseUrl, 'GET', `/api/order/${id}/events`, { headers }));
        const patch = await sendRaw(shop.baseUrl, 'PATCH', `/api/order/${id}`, { headers: { ...headers, 'content-type': 'application/json' }, body });
        expectComposed(patch, 'PATCH');
      },
    );
  });

  it('GET /api/geocode/reverse: any query string', { timeout: 60_000 }, async () => {
    const coordinate = fc.oneof(
      fc.double().map(String),
      fc.integer({ min: -1_000, max: 1_000 }).map(String),
      fc.constantFrom('27.7172', '-0', '1e400', 'NaN', 'Infinity', '0x1A', '１２', '27.7172.1', ' 27 ', '').map(escapeText),
      fc.string({ maxLength: 20 }).map(escapeText),
    );
    const pair = fc.tuple(fc.constantFrom('latitude', 'longitude', 'latitude[]', '__proto__', 'constructor[prototype]', 'x'), coordinate);
    await property(fc.record({ pairs: fc.array(pair, { maxLength: 5 }), raw: fc.option(hostileSegment) }), async ({ pairs, raw }) => {
      const query = raw ?? pairs.map(([key, value]) => `${key}=${value}`).join('&');
      const answer = await sendRaw(shop.baseUrl, 'GET', `/api/geocode/reverse?${query}`);
      expectComposed(answer);
      if (answer.status === 200) expect(JSON.parse(answer.text)).toHaveProperty('countryName');
    });
  });

  it('GET /images/pizzas/:file, /api/menu, /api/shop and unknown paths: any path, method and headers', { timeout: 60_000 }, async () => {
    const path = fc.oneof(
      hostileSegment.map((file) => `/images/pizzas/${file}`),
      fc.constantFrom('1.svg', '0.svg', '999999.svg', '1.svg.png', '1.SVG', '-1.svg', '1e3.svg').map((file) => `/images/pizzas/${file}`),
      fc.array(hostileSegment, { minLength: 1, maxLength: 4 }).map((segments) => `/api/${segments.join('/')}`),
      fc.tuple(hostileSegment, fc.string({ maxLength: 40 }).map(escapeText)).map(([segment, query]) => `/api/menu/${segment}?${query}`),
      fc.string({ maxLength: 40 }).map((query) => `/api/menu?${escapeText(query)}`),
      fc.string({ maxLength: 40 }).map((query) => `/api/shop?${escapeText(query)}`),
      fc.array(hostileSegment, { minLength: 1, maxLength: 3 }).map((segments) => `/${segments.join('/')}`),
      hostileSegment.map((file) => `/assets/${file}`),
    );
    await property(fc.record({ path, method, headers: hostileHeaders }), async ({ path, method, headers }) => {
      const answer = await sendRaw(shop.baseUrl, method, path, { headers });
      expectComposed(answer, method);
      // A 200 is a pizza, the menu, a file of the app or the app itself for a deep link; nothing outside the web root.
      if (answer.status === 200 && method === 'GET') expect(answer.headers['content-type']).toMatch(/^(image\/svg\+xml|application\/json|text\/html|text\/javascript)/);
      expect(answer.text).not.toMatch(/root:.*:0:0:/);
    });
  });

  it('the staff routes: any sign-in body, any session cookie', { timeout: 60_000 }, async () => {
    const route = fc.constantFrom(
      'GET /api/staff/orders',
      'GET /api/staff/session',
      'PATCH /api/staff/orders/ABC',
      'PATCH /api/staff/menu/1',
      'POST /api/staff/logout',
      'POST /api/staff/login',
      'GET /api/staff/accounts',
      'POST /api/staff/accounts',
      'PATCH /api/staff/accounts/fuzz',
      'DELETE /api/staff/accounts/fuzz',
      'GET /api/staff/shop',
      'PATCH /api/staff/shop',
      'GET /api/staff/history?limit=5',
    );
    await property(fc.record({ route, body, cookie: fc.string({ maxLength: 80 }), headers: hostileHeaders }), async ({ route, body, cookie, headers }) => {
      const [method, path] = route.split(' ') as [string, string];
      const answer = await sendRaw(shop.baseUrl, method, path, {
        headers: { ...headers, cookie: `kitchen_session=${cookie}`, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : body,
      });
      expectComposed(answer, method);
      // No guessed cookie is a session, and no body signs in without the password.
      expect(answer.status === 401 || answer.status === 400 || answer.status === 413 || answer.status === 415 || answer.status === 403).toBe(true);
    });
  });

  it('stores SQL- and script-looking names, addresses and directions as plain text and gives them back exactly', { timeout: 60_000 }, async () => {
    const text = (max: number) =>
      fc
        .oneof(
          fc.constantFrom(...HOSTILE_TEXT),
          fc.tuple(fc.constantFrom(...HOSTILE_TEXT), fc.string({ unit: 'grapheme', maxLength: 30 })).map(([hostile, rest]) => `${rest}${hostile}`),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }),
        )
        // What the contract takes (text that shows, reads as written, and fits): the rest is refused, as its own tests show.
        .filter((value) => {
          const kept = value.trim().normalize('NFC');
          return hasVisibleCharacter(kept) && !hasControlCharacter(kept) && !hasDirectionMark(kept) && !hasHiddenCharacter(kept) && kept.length <= max;
        });
    await property(fc.record({ customer: text(100), address: text(300), directions: text(DIRECTIONS_MAX_LENGTH) }), async ({ customer, address, directions }) => {
      const placed = await call(shop.baseUrl, 'POST', '/api/order', { ...sampleCheckout(9), customer, address, directions });
      expect(placed.status, JSON.stringify(placed.json)).toBe(201);
      created.add(placed.json.data.id);
      const seen = await call(shop.baseUrl, 'GET', `/api/staff/orders/${placed.json.data.id}`, undefined, staff);
      expect(seen.headers.get('content-type')).toMatch(/^application\/json/);
      // Kept as sent, in Unicode's composed form.
      const kept = { customer: customer.trim().normalize('NFC'), address: address.trim().normalize('NFC'), directions: directions.trim().normalize('NFC') };
      expect(seen.json.data).toMatchObject(kept);
      const row = await shop.store.db.selectFrom('orders').select(['customer', 'address', 'directions']).where('id', '=', placed.json.data.id).executeTakeFirstOrThrow();
      expect(row).toEqual(kept);
    });
  });

  it('refuses text no database can keep as sent (NUL, lone surrogates) with a 400, wherever it comes in', async () => {
    for (const unstorable of UNSTORABLE_TEXT) {
      for (const field of ['customer', 'address', 'directions'] as const) {
        const placed = await call(shop.baseUrl, 'POST', '/api/order', { ...sampleCheckout(2), [field]: unstorable });
        expect(placed.status).toBe(400);
        expect(placed.json).toEqual({ status: 'fail', message: 'This request holds characters the shop cannot store' });
      }
      const login = await call(shop.baseUrl, 'POST', '/api/staff/login', { username: unstorable, password: STAFF_PASSWORD });
      expect(login.status).toBe(400);
      for (const path of [`/api/order/${escapeText(unstorable)}`, `/api/geocode/reverse?latitude=${escapeText(unstorable)}&longitude=1`]) {
        const answer = await sendRaw(shop.baseUrl, 'GET', path);
        expectComposed(answer);
        expect(answer.status).toBe(400);
      }
    }
  });

  it('is still whole afterwards: every table there, every order accounted for, still answering', async () => {
    expect((await call(shop.baseUrl, 'GET', '/api/menu')).status).toBe(200);
    const pizzas = await shop.store.db.selectFrom('pizzas').select('id').execute();
    expect(pizzas).toHaveLength(OPENING_MENU.length);
    const orders = await shop.store.db.selectFrom('orders').select('id').execute();
    expect(new Set(orders.map((order) => order.id))).toEqual(created);
    expect(await shop.store.db.selectFrom('staff').select('username').execute()).toEqual([{ username: 'night-shift' }]);
  });
});
