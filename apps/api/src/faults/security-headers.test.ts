import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { directives, scriptSources } from '../testing/content-security-policy.ts';
import { sampleCheckout } from '../testing/sample-orders.ts';
import { useTestShop } from '../testing/test-shop.ts';

const SAFE_REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

type Headers = Record<string, string | undefined>;

function expectProtected(headers: Headers, what: string) {
  const policy = headers['content-security-policy'];
  expect(policy, `${what}: a Content-Security-Policy`).toBeTruthy();
  const csp = directives(policy as string);
  const scripts = scriptSources(policy as string);
  expect(scripts, `${what}: script-src`).toBeDefined();
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(scripts, `${what}: script-src`).not.toContain('*');
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('object-src') ?? csp.get('default-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(SAFE_REFERRER_POLICIES, `${what}: referrer-policy`).toContain(headers['referrer-policy']);
  expect(headers['x-powered-by'], `${what}: x-powered-by`).toBeUndefined();
}

const headersOf = (response: Response): Headers => Object.fromEntries(response.headers);

/** Sends bytes no HTTP parser accepts and reads back the status and headers of the raw answer. */
function sendUnparseable(baseUrl: string): Promise<{ status: number; headers: Headers }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let raw = '';
    socket.on('data', (chunk) => (raw += chunk.toString('latin1')));
    socket.once('error', reject);
    socket.once('close', () => {
      const [head = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.end(Buffer.from('GET /\u00ff\u0001 HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'));
  });
}

describe('security headers on every response', () => {
  const { shop, api } = useTestShop('sqlite', { webApp: true });
  let orderId: string;
  const get = (path: string, init?: RequestInit) => fetch(`${shop.baseUrl}${path}`, init);

  beforeAll(async () => {
    orderId = (await api('POST', '/api/order', sampleCheckout(1))).json.data.id;
  });

  it('on API answers: success, created, cached, refused, missing, too large, malformed', async () => {
    const menu = await get('/api/menu');
    const answers: [string, Response][] = [
      ['GET /api/menu', menu],
      ['a 304 for the menu', await get('/api/menu', { headers: { 'if-none-match': menu.headers.get('etag') as string } })],
      ['POST /api/order (201)', await get('/api/order', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sampleCheckout(2)) })],
      ['GET /api/order/:id', await get(`/api/order/${orderId}`)],
      ['an unknown order (404)', await get('/api/order/NOPE42')],
      ['an unknown API path (404)', await get('/api/nothing-here')],
      ['a refused order (400)', await get('/api/order', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })],
      ['malformed JSON (400)', await get('/api/order', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })],
      ['a body too large (413)', await get('/api/order', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(40_000) })],
      ['a malformed URL (400)', await get('/api/order/%')],
      ['an over-long id', await get(`/api/order/${'A'.repeat(200)}`)],
      ['a staff route without a session (401)', await get('/api/staff/orders')],
      ['the geocoder', await get('/api/geocode/reverse?latitude=27.7172&longitude=85.324')],
    ];
    // An id past the router's length limit is either refused (414) or found nowhere (404), depending on the routes.
    const statuses = answers.map(([, response]) => (response.status === 414 ? 404 : response.status));
    expect(statuses).toEqual([200, 304, 201, 200, 404, 404, 400, 400, 413, 400, 404, 401, 200]);
    for (const [what, response] of answers) {
      expectProtected(headersOf(response), what);
      // Data is never a page: nothing may load from it or frame it.
      expect(response.headers.get('content-security-policy'), what).toBe("default-src 'none'; frame-ancestors 'none'");
      if (response.status >= 400) expect(await response.json(), what).toMatchObject({ status: 'fail', message: expect.any(String) });
    }
  });

  it('on pizza images', async () => {
    const image = await get('/images/pizzas/1.svg');
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expectProtected(headersOf(image), 'an SVG image');
    expectProtected(headersOf(await get('/images/pizzas/999.svg')), 'a missing image');
  });

  it('on a live event stream', async () => {
    const abort = new AbortController();
    const stream = await get(`/api/order/${orderId}/events`, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
    try {
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      expectProtected(headersOf(stream), 'an event stream');
    } finally {
      abort.abort();
    }
  });

  it('on the web app: the page, a deep link, its assets', async () => {
    for (const path of ['/', '/cart', '/kitchen/menu', '/assets/app.js']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expectProtected(headersOf(response), path);
    }
  });

  it("lets only the customer's pages ask for the device's position, and no page for a camera, a microphone or a payment", async () => {
    const features = (response: Response) =>
      new Map((response.headers.get('permissions-policy') ?? '').split(', ').map((feature) => feature.split('=') as [string, string]));
    // The order form's 'Get Position'; the app reaches it from any customer page without loading another.
    for (const path of ['/', '/menu', '/cart', '/order/new', `/order/${orderId}`]) {
      const policy = features(await get(path));
      expect([policy.get('geolocation'), policy.get('camera'), policy.get('microphone'), policy.get('payment')], path).toEqual(['(self)', '()', '()', '()']);
    }
    for (const path of ['/kitchen', '/kitchen/menu', '/api/docs', '/storybook/']) {
      const policy = features(await get(path));
      expect([policy.get('geolocation'), policy.get('camera'), policy.get('payment')], path).toEqual(['()', '()', '()']);
    }
  });

  it('on an answer Node gives to a request it cannot parse', async () => {
    const { status, headers } = await sendUnparseable(shop.baseUrl);
    expect(status).toBe(400);
    expectProtected(headers, 'an unparseable request');
  });
});
