import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  createTestDatabase,
  freePort,
  phonePhoto,
  postgresReachable,
  slowClient,
  startEsewaStandIn,
  startKhaltiStandIn,
  TEST_DATABASE_URL,
  trickledBody,
  trickledHeaders,
} from '@chulo/test-lab';
import pg from 'pg';
import { FIXTURE_TITLES, writeFixtureBuilds } from './product-start/fixture-builds.ts';
import { LOCAL_PLACE, startLocalGeocoder } from './product-start/local-geocoder.ts';
import { pnpmStart } from './product-start/pnpm-start.ts';
import { pnpmStaffAdd } from './product-start/pnpm-staff.ts';
import { readmeVariables } from './product-start/readme-settings.ts';
import { call, checkout, pizzaOnSale, placeOrder } from './product-start/shop-calls.ts';

/**
 * Every variable of the README's configuration table takes effect when the product is started as
 * the README starts it: `pnpm start` at the root, through Turborepo. Two starts share them out,
 * one on SQLite and one on PostgreSQL; each start takes seconds, more when it has to build.
 */

const PARTNER = 'https://partner.example';
const PUBLIC_ADDRESS = 'https://chulo.example';
/** A loopback address of its own: listening there, and only there, shows HOST at work. */
const SHOP_HOST = '127.0.0.2';
const CHEF = { username: 'chef', password: 'a long kitchen password' };
const MINUTE = 60_000;
/** The wallets' keys, as the stand-ins (loopback, written from the providers' documentation) check them. */
const WALLET_KEYS = { khalti: 'test_secret_key_product_start', esewa: '8gBm/:&EnhH.1/q' };

interface SqliteShopPlaces {
  port: number;
  folder: string;
  geocoderUrl: string;
  builds: { webRoot: string; storybookRoot: string };
  wallets: { khaltiApiUrl: string; esewaFormUrl: string; esewaStatusUrl: string };
}

/** Everything the SQLite start sets: all but PostgreSQL's settings, each away from its default. */
function sqliteShop({ port, folder, geocoderUrl, builds, wallets }: SqliteShopPlaces) {
  return {
    PORT: String(port),
    HOST: SHOP_HOST,
    DATABASE_URL: `sqlite:${join(folder, 'pizza.db')}`,
    // Not the default `photos` beside the database.
    PHOTOS_DIR: join(folder, 'pictures'),
    GEOCODER_URL: geocoderUrl,
    // Half a minute a pizza, a minute at least in the kitchen, a minute's ride.
    KITCHEN_PIZZAS_PER_HOUR: '120',
    KITCHEN_MIN_MINUTES: '1',
    DELIVERY_MINUTES: '1',
    // On although a staff account exists, which would turn the default ('auto') off.
    KITCHEN_AUTOPILOT: '1',
    // Most orders here are Sita's: more than three of hers may be open at once. Four pizzas are a large order.
    ORDER_MAX_OPEN_PER_PHONE: '9',
    KITCHEN_CALL_BACK_PIZZAS: '4',
    STAFF_SESSION_HOURS: '3',
    RATE_LIMIT_ORDERS_PER_MINUTE: '2',
    RATE_LIMIT_PRIORITY_PER_MINUTE: '1',
    RATE_LIMIT_GEOCODE_PER_MINUTE: '1',
    RATE_LIMIT_STAFF_LOGIN_PER_15_MINUTES: '1',
    RATE_LIMIT_ORDER_MISSES_PER_HOUR: '2',
    LIVE_STREAMS_PER_CLIENT: '1',
    TRUST_PROXY: '1',
    HTTP_IDLE_TIMEOUT_SECONDS: '2',
    LOG_LEVEL: 'warn',
    WEB_ROOT: builds.webRoot,
    STORYBOOK_ROOT: builds.storybookRoot,
    CORS_ORIGINS: PARTNER,
    PUBLIC_URL: PUBLIC_ADDRESS,
    KHALTI_SECRET_KEY: WALLET_KEYS.khalti,
    KHALTI_API_URL: wallets.khaltiApiUrl,
    ESEWA_PRODUCT_CODE: 'EPAYTEST',
    ESEWA_SECRET_KEY: WALLET_KEYS.esewa,
    ESEWA_FORM_URL: wallets.esewaFormUrl,
    ESEWA_STATUS_URL: wallets.esewaStatusUrl,
    PAYMENT_WINDOW_MINUTES: '5',
  };
}

/** Everything the PostgreSQL start sets; what it leaves unset comes from `pnpm start` or the server's defaults. */
function postgresShop({ port, databaseUrl }: { port: number; databaseUrl: string }) {
  return {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    PG_POOL_SIZE: '2',
    // Four pizzas an order at most, and a queue of five minutes' baking (five pizzas at the default pace).
    ORDER_MAX_PIZZAS: '4',
    KITCHEN_MAX_QUEUE_MINUTES: '5',
    // One client may take the whole queue (by default a quarter of it: not even two pizzas), with three orders open;
    // clients told apart by X-Forwarded-For, as on SQLite.
    KITCHEN_MAX_SHARE_PERCENT: '100',
    ORDER_MAX_OPEN_PER_CLIENT: '3',
    TRUST_PROXY: '1',
    LIVE_STREAMS_MAX: '1',
    HTTP_HEADERS_TIMEOUT_SECONDS: '2',
    HTTP_BODY_TIMEOUT_SECONDS: '3',
    RATE_LIMIT: 'off',
    // Off beats any limit.
    RATE_LIMIT_ORDERS_PER_MINUTE: '1',
    RATE_LIMIT_PAGE_RENDERS_PER_MINUTE: '1',
    HOST: undefined,
    LOG_LEVEL: undefined,
    WEB_ROOT: undefined,
    STORYBOOK_ROOT: undefined,
  };
}

const setVariables = (env: Record<string, string | undefined>) => Object.keys(env).filter((name) => env[name] !== undefined);

/** An order's live page, open as one client's (its X-Forwarded-For); closed by the caller. */
async function openLivePage(baseUrl: string, orderId: string, client: string): Promise<AbortController> {
  const page = new AbortController();
  const response = await fetch(`${baseUrl}/api/order/${orderId}/events`, { headers: { 'x-forwarded-for': client }, signal: page.signal });
  expect(response.status).toBe(200);
  return page;
}

/** Minutes from an order's creation to its estimated delivery. */
async function minutesToDelivery(baseUrl: string, orderId: string): Promise<number> {
  const { json } = await call(baseUrl, 'GET', `/api/order/${orderId}`);
  return (Date.parse(json.data.estimatedDelivery) - Date.parse(json.data.createdAt)) / MINUTE;
}

test('the two starts set every variable of the README between them', () => {
  // Which variables a start sets does not depend on its ports and folders.
  const sqlite = sqliteShop({
    port: 0,
    folder: '',
    geocoderUrl: '',
    builds: { webRoot: '', storybookRoot: '' },
    wallets: { khaltiApiUrl: '', esewaFormUrl: '', esewaStatusUrl: '' },
  });
  const postgres = postgresShop({ port: 0, databaseUrl: '' });
  const covered = new Set([...setVariables(sqlite), ...setVariables(postgres)]);
  expect([...covered].sort()).toEqual(readmeVariables().sort());
});

test('on SQLite, each setting changes what the shop does', async () => {
  test.setTimeout(15 * MINUTE);
  // In the test's output folder, which the next run clears should this one be interrupted.
  const folder = test.info().outputPath('shop');
  mkdirSync(folder, { recursive: true });
  const geocoder = await startLocalGeocoder();
  const khalti = await startKhaltiStandIn({ secretKey: WALLET_KEYS.khalti });
  const esewa = await startEsewaStandIn({ productCode: 'EPAYTEST', secretKey: WALLET_KEYS.esewa });
  const wallets = { khaltiApiUrl: khalti.apiUrl, esewaFormUrl: esewa.formUrl, esewaStatusUrl: esewa.statusUrl };
  const env = sqliteShop({ port: await freePort(), folder, geocoderUrl: geocoder.url, builds: writeFixtureBuilds(folder), wallets });
  const shop = `http://${SHOP_HOST}:${env.PORT}`;
  try {
    pnpmStaffAdd(env.DATABASE_URL, CHEF.username, CHEF.password);
    const product = await pnpmStart(env, `${shop}/api/menu`);
    try {
      const pizza = await pizzaOnSale(shop);
      // First, in an empty kitchen, so that their estimates come from the settings alone.
      const firstOrder = await placeOrder(shop, pizza, { client: '203.0.113.10' });
      const secondOrder = await placeOrder(shop, pizza, { quantity: 4, client: '203.0.113.10' });
      let anotherClientsOrder = '';

      await test.step('KITCHEN_MIN_MINUTES, KITCHEN_PIZZAS_PER_HOUR and DELIVERY_MINUTES make the estimate', async () => {
        // One pizza: the kitchen's shortest minute, then the ride; four more: five pizzas at 120 an hour, then the ride.
        // With the defaults both would be 32 minutes.
        expect(await minutesToDelivery(shop, firstOrder)).toBeCloseTo(2, 1);
        expect(await minutesToDelivery(shop, secondOrder)).toBeCloseTo(3.5, 1);
      });

      await test.step('PORT and HOST: it listens on that port of that address only', async () => {
        expect((await call(shop, 'GET', '/api/menu')).status).toBe(200);
        await expect(fetch(`http://127.0.0.1:${env.PORT}/api/menu`)).rejects.toThrow();
      });

      await test.step('CORS_ORIGINS: a preflight from the partner is answered', async () => {
        const preflight = await call(shop, 'OPTIONS', '/api/order', { headers: { origin: PARTNER, 'access-control-request-method': 'POST' } });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
      });

      await test.step("PUBLIC_URL: the menu's images have absolute addresses", async () => {
        const menu = await call(shop, 'GET', '/api/menu');
        for (const { imageUrl } of menu.json.data) expect(imageUrl.startsWith(`${PUBLIC_ADDRESS}/images/`), imageUrl).toBe(true);
      });

      await test.step('RATE_LIMIT_ORDERS_PER_MINUTE, with TRUST_PROXY telling clients apart by X-Forwarded-For', async () => {
        await placeOrder(shop, pizza, { client: '203.0.113.20' });
        await placeOrder(shop, pizza, { client: '203.0.113.20' });
        expect((await call(shop, 'POST', '/api/order', { body: checkout(pizza), client: '203.0.113.20' })).status).toBe(429);
        anotherClientsOrder = await placeOrder(shop, pizza, { client: '203.0.113.21' });
      });

      await test.step('RATE_LIMIT_PRIORITY_PER_MINUTE', async () => {
        // One pizza jumping the queue: the first order's oven is late by half a minute only.
        const upgrade = () => call(shop, 'PATCH', `/api/order/${anotherClientsOrder}`, { body: { priority: true }, client: '203.0.113.30' });
        expect((await upgrade()).status).toBe(200);
        expect((await upgrade()).status).toBe(429);
      });

      await test.step('GEOCODER_URL answers the address lookups, limited by RATE_LIMIT_GEOCODE_PER_MINUTE', async () => {
        const lookUp = () => call(shop, 'GET', '/api/geocode/reverse?latitude=27.68&longitude=85.31', { client: '203.0.113.40' });
        const address = await lookUp();
        expect(address.status).toBe(200);
        expect(address.json).toMatchObject(LOCAL_PLACE);
        expect(geocoder.lookups()).toBe(1);
        expect((await lookUp()).status).toBe(429);
      });

      await test.step('STAFF_SESSION_HOURS sets the sign-in cookie, limited by RATE_LIMIT_STAFF_LOGIN_PER_15_MINUTES', async () => {
        const signIn = (password = CHEF.password) => call(shop, 'POST', '/api/staff/login', { body: { ...CHEF, password }, client: '203.0.113.50' });
        const signedInAt = Date.now();
        const session = await signIn();
        expect(session.status).toBe(200);
        const expires = Date.parse(/expires=([^;]+)/i.exec(session.headers.get('set-cookie') ?? '')?.[1] ?? '');
        expect(Math.abs(expires - (signedInAt + 3 * 60 * MINUTE))).toBeLessThan(5 * MINUTE);
        // Successes are not counted; the one failure allowed is.
        expect((await signIn()).status).toBe(200);
        expect((await signIn('not the chef’s password')).status).toBe(401);
        expect((await signIn()).status).toBe(429);

        // KITCHEN_CALL_BACK_PIZZAS: the second order's four pizzas, from a number never delivered to, are a call-back's.
        const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
        const asStaff = (id: string) => call(shop, 'GET', `/api/staff/orders/${id}`, { headers: { cookie } });
        expect((await asStaff(secondOrder)).json.data.callBack).toMatchObject({ reason: 'large-order-new-number', pizzas: 4 });
        expect((await asStaff(firstOrder)).json.data).not.toHaveProperty('callBack');
      });

      await test.step('RATE_LIMIT_ORDER_MISSES_PER_HOUR: lookups of ids that do not exist are refused past the allowance', async () => {
        const lookUp = (id: string) => call(shop, 'GET', `/api/order/${id}`, { client: '203.0.113.70' });
        expect((await lookUp('NOSUCH1')).status).toBe(404);
        expect((await lookUp('NOSUCH2')).status).toBe(404);
        expect((await lookUp(firstOrder)).status).toBe(429);
      });

      await test.step('LIVE_STREAMS_PER_CLIENT: one live page per client', async () => {
        const page = await openLivePage(shop, firstOrder, '203.0.113.80');
        try {
          expect((await call(shop, 'GET', `/api/order/${firstOrder}/events`, { client: '203.0.113.80' })).status).toBe(429);
        } finally {
          page.abort();
        }
      });

      await test.step('HTTP_IDLE_TIMEOUT_SECONDS: a kept-alive connection is closed after two idle seconds', async () => {
        const idle = await slowClient(shop, ['GET /api/menu HTTP/1.1\r\nHost: chulo.example\r\n\r\n']);
        expect(idle.head).toMatch(/^keep-alive: timeout=2/im);
        expect(idle.afterMs).toBeGreaterThanOrEqual(1900);
        expect(idle.afterMs).toBeLessThan(8000);
      });

      await test.step("PHOTOS_DIR: an owner's photo is stored in that folder and served from it", async () => {
        const client = '203.0.113.55';
        const signedIn = await call(shop, 'POST', '/api/staff/login', { body: CHEF, client });
        const upload = await fetch(`${shop}/api/staff/pizzas/${pizza}/photo`, {
          method: 'PUT',
          headers: {
            cookie: signedIn.headers.get('set-cookie')!.split(';')[0]!,
            'x-csrf-token': signedIn.json.data.csrfToken,
            'content-type': 'image/jpeg',
            'x-forwarded-for': client,
          },
          body: new Uint8Array(await phonePhoto()),
        });
        expect(upload.status).toBe(200);
        const { src } = (await upload.json()).data.photo;
        const name = src.split('/').at(-1);
        expect(src).toBe(`${PUBLIC_ADDRESS}/photos/${name}`);
        expect(readdirSync(env.PHOTOS_DIR)).toContain(name);
        expect(existsSync(join(folder, 'photos'))).toBe(false);
        const served = Buffer.from(await (await fetch(`${shop}/photos/${name}`)).arrayBuffer());
        expect(served.equals(readFileSync(join(env.PHOTOS_DIR, name)))).toBe(true);
      });

      await test.step('WEB_ROOT and STORYBOOK_ROOT: the shop serves the builds in those folders', async () => {
        expect(await (await fetch(`${shop}/`)).text()).toContain(FIXTURE_TITLES.webApp);
        expect(await (await fetch(`${shop}/storybook/`)).text()).toContain(FIXTURE_TITLES.storybook);
      });

      await test.step('LOG_LEVEL=warn: no request is logged', async () => {
        expect(product.output()).not.toContain('"level":30');
      });

      await test.step('KHALTI_*, ESEWA_* and PAYMENT_WINDOW_MINUTES: both wallets offered, each paid at its address with its key, an order waiting five minutes for its payment', async () => {
        expect((await call(shop, 'GET', '/api/shop')).json.data.payments).toEqual(['cash', 'khalti', 'esewa', 'rider-qr']);
        const placed = await call(shop, 'POST', '/api/order', { body: { ...checkout(pizza), payment: 'khalti' }, client: '203.0.113.60' });
        const { id, createdAt, payment } = placed.json.data;
        expect(Date.parse(payment.payBy) - Date.parse(createdAt)).toBe(5 * MINUTE);
        // Khalti's stand-in refuses another key: the payment would not start.
        const atKhalti = await call(shop, 'POST', `/api/order/${id}/payment`, { body: { method: 'khalti' }, client: '203.0.113.61' });
        expect(atKhalti.json.data.checkout.url).toContain(`${new URL(khalti.apiUrl).origin}/pay/`);
        const atEsewa = await call(shop, 'POST', `/api/order/${id}/payment`, { body: { method: 'esewa' }, client: '203.0.113.62' });
        const { action, fields } = atEsewa.json.data.checkout;
        expect(action).toBe(esewa.formUrl);
        // eSewa's stand-in takes only a form signed with the key, for the product code.
        expect(await esewa.post(fields)).toBe(200);
        const back = await fetch(shop + new URL(esewa.cancel(fields.transaction_uuid)).pathname, { redirect: 'manual', headers: { 'x-forwarded-for': '203.0.113.63' } });
        expect(back.status).toBe(303);
        // What eSewa's status check at that address said.
        expect((await call(shop, 'GET', `/api/order/${id}`)).json.data.payment.state).toBe('unpaid');
      });

      await test.step('KITCHEN_AUTOPILOT=1: the first order goes into the oven by itself, halfway to its departure', async () => {
        await expect
          .poll(async () => (await call(shop, 'GET', `/api/order/${firstOrder}`)).json.data.status, { timeout: 5 * MINUTE })
          .not.toBe('preparing');
      });
    } finally {
      await product.stop();
    }
  } finally {
    await geocoder.close();
    await khalti.close();
    await esewa.close();
    rmSync(folder, { recursive: true, force: true });
  }
});

test('on PostgreSQL, with the builds pnpm start makes', async () => {
  test.setTimeout(15 * MINUTE);
  const reachable = await postgresReachable();
  if (!reachable && process.env.CI) throw new Error(`PostgreSQL is required in CI but ${TEST_DATABASE_URL} is unreachable`);
  test.skip(!reachable, `PostgreSQL at ${TEST_DATABASE_URL} is unreachable`);

  const database = await createTestDatabase('postgres');
  // The shop's connections, told apart from any other in pg_stat_activity.
  const applicationName = `chulo-start-${process.pid}`;
  const databaseUrl = new URL(database.url);
  databaseUrl.searchParams.set('application_name', applicationName);
  const env = postgresShop({ port: await freePort(), databaseUrl: databaseUrl.toString() });
  const shop = `http://127.0.0.1:${env.PORT}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await admin.connect();
    const product = await pnpmStart(env, `${shop}/api/menu`);
    try {
      const pizza = await pizzaOnSale(shop);
      const orders: string[] = [];

      await test.step('RATE_LIMIT=off: no limit, whatever RATE_LIMIT_ORDERS_PER_MINUTE and RATE_LIMIT_PAGE_RENDERS_PER_MINUTE say', async () => {
        for (let n = 0; n < 3; n++) orders.push(await placeOrder(shop, pizza, { client: '203.0.113.60' }));
        // An order's page is rendered afresh every time: three of them, past an allowance of one.
        for (let n = 0; n < 3; n++) expect((await fetch(`${shop}/order/${orders[0]}`)).status).toBe(200);
      });

      await test.step('ORDER_MAX_OPEN_PER_CLIENT: that client, with three orders open, is refused a fourth', async () => {
        const fourth = await call(shop, 'POST', '/api/order', { body: { ...checkout(pizza), phone: '9800000004' }, client: '203.0.113.60' });
        expect(fourth.status).toBe(429);
        expect(fourth.json.message).toContain('Your network already has');
      });

      await test.step('ORDER_MAX_PIZZAS and KITCHEN_MAX_QUEUE_MINUTES: too big an order is refused, and so is any once the queue is full', async () => {
        const tooBig = await call(shop, 'POST', '/api/order', { body: checkout(pizza, 5) });
        expect(tooBig.status).toBe(400);
        expect(tooBig.json.message).toContain('at most 4 pizzas');
        // Three pizzas queued (three minutes) are within the limit; after four more, seven are not.
        orders.push(await placeOrder(shop, pizza, { quantity: 4, client: '203.0.113.61', phone: '9800000005' }));
        const full = await call(shop, 'POST', '/api/order', { body: checkout(pizza) });
        expect(full.status).toBe(503);
        expect(full.json.message).toContain('The kitchen is full right now');
      });

      await test.step('LIVE_STREAMS_MAX: one live page in all, whoever asks for the next', async () => {
        const page = await openLivePage(shop, orders[0]!, '203.0.113.90');
        try {
          expect((await call(shop, 'GET', `/api/order/${orders[0]}/events`, { client: '203.0.113.91' })).status).toBe(503);
        } finally {
          page.abort();
        }
      });

      await test.step('HTTP_HEADERS_TIMEOUT_SECONDS and HTTP_BODY_TIMEOUT_SECONDS: trickled headers are cut off after two seconds, a trickled body after three', async () => {
        const [headers, body] = await Promise.all([slowClient(shop, trickledHeaders('/api/menu')), slowClient(shop, trickledBody('/api/order', checkout(pizza)))]);
        for (const [exchange, seconds] of [[headers, 2], [body, 3]] as const) {
          expect(exchange.statusLine).toBe('HTTP/1.1 408 Request Timeout');
          expect(exchange.afterMs).toBeGreaterThanOrEqual(seconds * 1000 - 100);
          expect(exchange.afterMs).toBeLessThan(seconds * 1000 + 5000);
        }
      });

      await test.step('DATABASE_URL and PG_POOL_SIZE: the shop works in this database with two connections at most', async () => {
        const poolConnections = async () => {
          const { rows } = await admin.query<{ connections: number }>(
            // The LISTEN connection for live updates is not the pool's.
            "select count(*)::int as connections from pg_stat_activity where application_name = $1 and query not ilike 'listen%'",
            [applicationName],
          );
          return rows[0]!.connections;
        };
        // Counted while the lookups run and once after: the pool keeps idle connections for seconds.
        let most = 0;
        let busy = true;
        const lookups = Promise.all(Array.from({ length: 150 }, (_, n) => call(shop, 'GET', `/api/order/${orders[n % orders.length]}`)));
        const done = () => (busy = false);
        lookups.then(done, done);
        while (busy) most = Math.max(most, await poolConnections());
        expect((await lookups).every((lookup) => lookup.status === 200)).toBe(true);
        most = Math.max(most, await poolConnections());
        // With the default pool, a hundred and fifty lookups at once open ten.
        expect(most).toBe(2);
      });

      await test.step('WEB_ROOT and STORYBOOK_ROOT unset: pnpm start serves the web app and Storybook it built', async () => {
        const builtPage = (module: string) => readFileSync(fileURLToPath(import.meta.resolve(module)), 'utf8');
        const webApp = builtPage('@chulo/web/dist/index.html');
        // The kitchen's page is the built index.html as it is; a customer's is rendered into it, with the build's scripts.
        expect(await (await fetch(`${shop}/kitchen`)).text()).toBe(webApp);
        const home = await (await fetch(`${shop}/`)).text();
        expect(home).toContain(/<script type="module"[^>]*><\/script>/.exec(webApp)?.[0]);
        expect(home).toContain('id="page-state"');
        expect(await (await fetch(`${shop}/storybook/`)).text()).toBe(builtPage('@chulo/ui/storybook/index.html'));
      });

      await test.step('LOG_LEVEL unset: requests are logged at info', async () => {
        await expect.poll(() => product.output()).toContain('"level":30');
      });
    } finally {
      await product.stop();
    }
  } finally {
    await admin.end();
    await database.drop();
  }
});
