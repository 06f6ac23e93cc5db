import { connect, type Socket } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sampleCheckout } from '../testing/orders.ts';
import { openSse } from '../testing/sse.ts';
import { call, useTestShop } from '../testing/test-shop.ts';

const HEADERS_SECONDS = 1;
const BODY_SECONDS = 2;
const IDLE_SECONDS = 1;

/** A raw connection to the shop, and everything it receives until the server closes it. */
function rawConnection(baseUrl: string): Promise<{ socket: Socket; closed: Promise<{ answer: string; afterMs: number }> }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      const opened = Date.now();
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      const closed = new Promise<{ answer: string; afterMs: number }>((done) =>
        socket.once('close', () => done({ answer: Buffer.concat(chunks).toString(), afterMs: Date.now() - opened })),
      );
      resolve({ socket, closed });
    });
    socket.once('error', reject);
    onTestFinished(() => void socket.destroy());
  });
}

/** Writes `parts` one after another, a pause between each, for as long as the socket stays open. */
async function trickle(socket: Socket, parts: string[], pauseMs: number) {
  for (const part of parts) {
    if (socket.destroyed) return;
    socket.write(part);
    await new Promise((wake) => setTimeout(wake, pauseMs));
  }
}

function expectTimedOut({ answer, afterMs }: { answer: string; afterMs: number }, limitSeconds: number) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  expect(head.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
  expect(head).toMatch(/^content-security-policy: default-src 'none'/im);
  expect(JSON.parse(body)).toEqual({ status: 'fail', message: 'The request took too long to arrive' });
  // Node checks its timeouts once a second (connectionsCheckingInterval): cut off within it.
  expect(afterMs).toBeGreaterThanOrEqual(limitSeconds * 1000 - 100);
  expect(afterMs).toBeLessThan(limitSeconds * 1000 + 4000);
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
    const { socket, closed } = await rawConnection(shop.baseUrl);
    const lines = ['GET /api/menu HTTP/1.1\r\n', 'Host: chulo.example\r\n', ...Array.from({ length: 40 }, (_, n) => `X-Slow-${n}: ${n}\r\n`)];
    void trickle(socket, lines, 200);
    expectTimedOut(await closed, HEADERS_SECONDS);
  });

  it(`answers 408 to a body trickled for longer than ${BODY_SECONDS} s, and closes the connection`, async () => {
    const { socket, closed } = await rawConnection(shop.baseUrl);
    const body = JSON.stringify(sampleCheckout(1));
    socket.write(`POST /api/order HTTP/1.1\r\nHost: chulo.example\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    void trickle(socket, [...body], 200);
    expectTimedOut(await closed, BODY_SECONDS);
  });

  it(`closes a kept-alive connection idle for ${IDLE_SECONDS} s`, async () => {
    const { socket, closed } = await rawConnection(shop.baseUrl);
    socket.write('GET /api/menu HTTP/1.1\r\nHost: chulo.example\r\n\r\n');
    const { answer, afterMs } = await closed;
    expect(answer.startsWith('HTTP/1.1 200 OK')).toBe(true);
    expect(answer).toMatch(/^keep-alive: timeout=1/im);
    expect(afterMs).toBeGreaterThanOrEqual(IDLE_SECONDS * 1000 - 100);
    expect(afterMs).toBeLessThan(IDLE_SECONDS * 1000 + 4000);
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
