import { describe, expect, it, onTestFinished } from 'vitest';
import { openSse, type RawExchange, slowClient, trickledBody, trickledHeaders } from '@chulo/test-lab';
import { sampleCheckout } from '../testing/sample-orders.ts';
import { call, useTestShop } from '../testing/test-shop.ts';

const HEADERS_SECONDS = 1;
const BODY_SECONDS = 2;
const IDLE_SECONDS = 1;

/** Cut off at the limit: Node checks its timeouts once a second, and a busy machine answers late. */
function expectClosedAfter({ afterMs }: RawExchange, limitSeconds: number) {
  expect(afterMs).toBeGreaterThanOrEqual(limitSeconds * 1000 - 100);
  expect(afterMs).toBeLessThan(limitSeconds * 1000 + 4000);
}

function expectTimedOut(exchange: RawExchange, limitSeconds: number) {
  expect(exchange.statusLine).toBe('HTTP/1.1 408 Request Timeout');
  expect(exchange.head).toMatch(/^content-security-policy: default-src 'none'/im);
  expect(JSON.parse(exchange.body)).toEqual({ status: 'fail', message: 'The request took too long to arrive' });
  expectClosedAfter(exchange, limitSeconds);
}

describe('slow clients are cut off', () => {
  const { shop } = useTestShop('sqlite', {
    env: {
      HTTP_HEADERS_TIMEOUT_SECONDS: String(HEADERS_SECONDS),
      HTTP_BODY_TIMEOUT_SECONDS: String(BODY_SECONDS),
      HTTP_IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS),
    },
  });

  it(`answers 408 to headers trickled for longer than ${HEADERS_SECONDS} s, and closes the connection`, async () => {
    expectTimedOut(await slowClient(shop.baseUrl, trickledHeaders('/api/menu')), HEADERS_SECONDS);
  });

  it(`answers 408 to a body trickled for longer than ${BODY_SECONDS} s, and closes the connection`, async () => {
    expectTimedOut(await slowClient(shop.baseUrl, trickledBody('/api/order', sampleCheckout(1))), BODY_SECONDS);
  });

  it(`closes a kept-alive connection idle for ${IDLE_SECONDS} s`, async () => {
    const idle = await slowClient(shop.baseUrl, ['GET /api/menu HTTP/1.1\r\nHost: chulo.example\r\n\r\n']);
    expect(idle.statusLine).toBe('HTTP/1.1 200 OK');
    expect(idle.head).toMatch(/^keep-alive: timeout=1/im);
    expectClosedAfter(idle, IDLE_SECONDS);
  });

  it('never cuts a live page off: a stream open for longer than every timeout still brings the next change', async () => {
    const placed = await call(shop.baseUrl, 'POST', '/api/order', { ...sampleCheckout(1), priority: false });
    const page = await openSse(`${shop.baseUrl}/api/order/${placed.json.data.id}/events`);
    onTestFinished(() => page.close());
    await new Promise((wake) => setTimeout(wake, (BODY_SECONDS + 1.5) * 1000));
    expect((await call(shop.baseUrl, 'PATCH', `/api/order/${placed.json.data.id}`, { priority: true })).status).toBe(200);
    await page.next((event) => event.data.priority === true);
  });
});
