import { describe, expect, it } from 'vitest';
import { staffHeaders, staffLogin } from '@chulo/test-lab';
import { hashSource } from './plugins/inline-scripts.ts';
import { directives } from './testing/content-security-policy.ts';
import { newOrder } from './testing/sample-orders.ts';
import { FAKE_STYLESHEET, useTestShop } from './testing/test-shop.ts';

/** The page a client asks for, as raw text with its answer's headers. */
async function page(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(baseUrl + path, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('the customer’s pages, rendered by the web app’s server renderer', () => {
  const MISSES = 2;
  // Behind a load balancer: each test's client is the one X-Forwarded-For names.
  const { shop, api } = useTestShop('sqlite', {
    webApp: true,
    env: { TRUST_PROXY: '1', RATE_LIMIT: 'on', RATE_LIMIT_ORDER_MISSES_PER_HOUR: String(MISSES) },
  });
  const client = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

  it('renders a customer page in the built index.html, its API calls answered by this server', async () => {
    const menu = await page(shop.baseUrl, '/menu');
    expect(menu.status).toBe(200);
    expect(menu.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(menu.text).toMatch(/<div id="root">\/menu: \/api\/menu answered 200, page \d+, rendered at [^<]+<\/div>/);
    // An order's page carries its customer's order: no shared cache keeps it, and no cache serves it unasked.
    expect(menu.headers.get('cache-control')).toBe('private, no-cache');
    expect(menu.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('keeps a page that shows only the menu until the menu changes, and renders an order’s page every time', async () => {
    const rendered = async (path: string) => /page (\d+),/.exec((await page(shop.baseUrl, path, client(4))).text)?.[1];
    // Kept from the first page rendered once the menu is loaded (the first page of a start loads it).
    await api('GET', '/api/menu');
    const first = await rendered('/cart');
    expect(await rendered('/cart')).toBe(first);
    // Kept compressed, as a browser asks for it.
    const brotli = await fetch(`${shop.baseUrl}/cart`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect([brotli.headers.get('content-encoding'), brotli.headers.get('vary')]).toEqual(['br', 'accept-encoding']);
    expect(await brotli.text()).toContain(`page ${first},`);
    const plain = await fetch(`${shop.baseUrl}/cart`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain(`page ${first},`);
    await shop.accounts.add('asha', 'a long enough password', 'owner');
    const owner = await staffLogin(shop.baseUrl, 'asha', 'a long enough password');
    expect((await api('PATCH', '/api/staff/pizzas/2', { soldOut: true }, staffHeaders(owner))).status).toBe(200);
    await expect.poll(() => rendered('/cart')).not.toBe(first);
    const again = await rendered('/cart');
    expect(await rendered('/cart')).toBe(again);
    const order = (await api('POST', '/api/order', newOrder())).json.data.id as string;
    const orderPage = await rendered(`/order/${order}`);
    expect(await rendered(`/order/${order}`)).not.toBe(orderPage);
  });

  it('reads a path that starts with // as a path of this shop, not as another host', async () => {
    for (const path of ['//menu', '//%00/AAAA']) {
      const answer = await page(shop.baseUrl, path);
      expect(answer.status, path).toBe(200);
      // The stand-in renderer writes the path it was asked for.
      expect(answer.text, path).toContain(`<div id="root">${path}: `);
    }
  });

  it('answers with the page’s status, and sends the search form on', async () => {
    const missing = await page(shop.baseUrl, '/order/NOSUCH99', client(1));
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('/order/NOSUCH99: /api/order/NOSUCH99 answered 404');
    const search = await page(shop.baseUrl, '/order?id=NOSUCH99', client(1));
    expect(search.status).toBe(302);
    expect(search.headers.get('location')).toBe('/order/NOSUCH99');
  });

  it('counts a page’s lookups that miss against the client who asked for the page, not against the server', async () => {
    for (let n = 0; n < MISSES; n++) expect((await page(shop.baseUrl, `/order/MISS000${n}`, client(2))).status).toBe(404);
    expect((await page(shop.baseUrl, '/order/MISS0009', client(2))).status).toBe(429);
    expect((await page(shop.baseUrl, '/order/MISS0009', client(3))).status).toBe(404);
  });

  it('leaves the kitchen to the browser, and never serves the renderer as a file', async () => {
    const kitchen = await page(shop.baseUrl, '/kitchen/menu');
    expect(kitchen.status).toBe(200);
    expect(kitchen.text).toContain('<div id="root"></div>');
    expect((await page(shop.baseUrl, '/server/render-page.js')).status).toBe(404);
    expect((await page(shop.baseUrl, '/api/nowhere')).headers.get('content-type')).toContain('application/json');
  });

  it('writes the build’s stylesheet into a rendered page, which its policy lets apply by its hash alone; the kitchen’s page links it', async () => {
    // The second /menu from the copy kept since the first; an order's page rendered each time.
    for (const path of ['/menu', '/menu', '/order/NOSUCH99']) {
      const rendered = await page(shop.baseUrl, path, client(5));
      expect(rendered.text, path).toContain(`<style>${FAKE_STYLESHEET}</style>`);
      expect(rendered.text, path).not.toContain('<link rel="stylesheet"');
      const styles = directives(rendered.headers.get('content-security-policy') ?? '').get('style-src');
      expect(styles, path).toEqual(["'self'", hashSource(FAKE_STYLESHEET)]);
    }
    const kitchen = await page(shop.baseUrl, '/kitchen/menu');
    expect(kitchen.text).toContain('<link rel="stylesheet" href="/assets/app.css">');
    expect(directives(kitchen.headers.get('content-security-policy') ?? '').get('style-src')).toEqual(["'self'"]);
  });

  it('sends the build’s own brotli of a file to a browser that takes it, and the file itself to one that does not', async () => {
    const brotli = await fetch(`${shop.baseUrl}/assets/app.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('accept-encoding');
    // The file as built, with its length known beforehand: compressed on the fly, it would stream without one.
    expect(Number(brotli.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await brotli.text()).toContain('console.log');
    const plain = await fetch(`${shop.baseUrl}/assets/app.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('console.log');
  });
});
