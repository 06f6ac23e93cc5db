import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newOrder } from '../testing/sample-orders.ts';
import { useTestShop } from '../testing/test-shop.ts';

/** Every way Node compresses, each counted: the shop's own and @fastify/compress's. */
function countCompressions() {
  const names = ['brotliCompress', 'brotliCompressSync', 'createBrotliCompress', 'gzip', 'gzipSync', 'createGzip'] as const;
  const spies = names.map((name) => vi.spyOn(zlib, name));
  return () => spies.reduce((calls, spy) => calls + spy.mock.calls.length, 0);
}

const RENDERS = 3;

describe('requests that would cost the server much more than the client', () => {
  // Behind a load balancer: each test's client is the one X-Forwarded-For names.
  const { shop, api } = useTestShop('sqlite', {
    webApp: true,
    env: { TRUST_PROXY: '1', RATE_LIMIT: 'on', RATE_LIMIT_PAGE_RENDERS_PER_MINUTE: String(RENDERS) },
  });
  const client = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
  const page = async (path: string, n: number) => {
    const answer = await fetch(`${shop.baseUrl}${path}`, { headers: client(n) });
    return { status: answer.status, headers: answer.headers, text: await answer.text() };
  };
  const renderNumber = (text: string) => /page (\d+),/.exec(text)?.[1];
  afterEach(() => vi.restoreAllMocks());

  it('renders a page once for any query its screen does not read: /menu?x=1 is the kept /menu', async () => {
    await api('GET', '/api/menu');
    const kept = renderNumber((await page('/menu', 1)).text);
    expect(kept).toBeDefined();
    for (const path of ['/menu?x=1', '/menu?x=2&utm_source=flyer', '/menu?']) {
      const answer = await page(path, 1);
      expect(answer.status, path).toBe(200);
      expect(renderNumber(answer.text), path).toBe(kept);
      // What the page shows is what /menu shows: the query reached no screen.
      expect(answer.text, path).toContain('<div id="root">/menu: /api/menu answered 200');
    }
  });

  it.each([
    ['the API reference’s Swagger UI bundle', '/api/docs/swagger-ui-bundle.js', 'br'],
    ['a Storybook file its build left uncompressed', '/storybook/sb-manager/runtime.js', 'br'],
    ['a web app file the build compressed only with brotli', '/assets/app.js', 'gzip'],
  ])('compresses %s once, not again for each browser that asks', async (_what, path, encoding) => {
    const get = () => fetch(`${shop.baseUrl}${path}`, { headers: { 'accept-encoding': encoding } });
    const first = await get();
    const text = await first.text();
    const compressions = countCompressions();
    for (let n = 0; n < 3; n++) {
      const again = await get();
      expect([again.status, again.headers.get('content-encoding')]).toEqual([200, encoding]);
      expect(again.headers.get('vary')).toContain('accept-encoding');
      expect(await again.text()).toBe(text);
    }
    expect(compressions()).toBe(0);
    const plain = await fetch(`${shop.baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
  });

  it(`renders ${RENDERS} pages afresh a minute for a client, then refuses with 429 in the envelope; kept pages never count`, async () => {
    const order = (await api('POST', '/api/order', newOrder())).json.data.id as string;
    await page('/cart', 2);
    for (let n = 0; n < RENDERS; n++) expect((await page(`/order/${order}`, 3)).status).toBe(200);
    const refused = await page(`/order/${order}`, 3);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toEqual({ status: 'fail', message: expect.stringContaining('Too many requests') });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-security-policy')).toBeTruthy();
    // The kept cart costs a lookup, not a render: still served; another client still gets its pages.
    expect((await page('/cart', 3)).status).toBe(200);
    expect((await page(`/order/${order}`, 4)).status).toBe(200);
  });
});
