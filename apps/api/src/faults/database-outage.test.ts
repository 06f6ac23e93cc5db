import { describe, expect, it, onTestFinished } from 'vitest';
import type { Order } from '@chulo/api-client/contract';
import { availableEngines, createTestDatabase, openSse, startServerProcess, waitFor } from '@chulo/test-lab';
import { postCheckout, sampleCheckout } from '../testing/sample-orders.ts';
import { CuttableProxy } from './tcp-proxy.ts';

const engines = await availableEngines();
const CUSTOMERS = 4;
/** "Quickly": a customer learns the shop is away in well under the time they would wait before giving up. */
const QUICK_MS = 3_000;

interface Answer {
  what: string;
  status: number | 'network error';
  json: any;
  sentAt: number;
  answeredAt: number;
}

describe.runIf(engines.includes('postgres'))('a PostgreSQL outage under load', () => {
  it('answers 503 JSON quickly while the database is away, recovers by itself and loses no acknowledged order', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase('postgres');
    onTestFinished(() => database.drop());
    const proxy = await CuttableProxy.inFrontOf(database.url);
    onTestFinished(() => proxy.close());
    const server = await startServerProcess({ built: true, databaseUrl: proxy.route(database.url) });
    onTestFinished(() => server.stop());
    const { baseUrl } = server;

    const outage = { cutAt: Infinity, restoredAt: Infinity };
    let stopped = false;
    const answers: Answer[] = [];
    const acknowledged: Order[] = [];
    const timed = async (what: string, send: () => Promise<Response>) => {
      const sentAt = performance.now();
      try {
        const response = await send();
        const json = await response.json().catch(() => 'not JSON');
        answers.push({ what, status: response.status, json, sentAt, answeredAt: performance.now() });
        return { status: response.status, json };
      } catch {
        answers.push({ what, status: 'network error', json: null, sentAt, answeredAt: performance.now() });
        return { status: 0, json: null };
      }
    };

    // A light, steady load: each customer checks out, then looks at an order already acknowledged.
    const customers = Array.from({ length: CUSTOMERS }, async (_, customer) => {
      for (let n = customer; !stopped; n += CUSTOMERS) {
        const placed = await timed('POST /api/order', () => postCheckout(baseUrl, sampleCheckout(n)));
        if (placed.status === 201) acknowledged.push(placed.json.data);
        const known = acknowledged[n % Math.max(acknowledged.length, 1)];
        if (known) await timed('GET /api/order/:id', () => fetch(`${baseUrl}/api/order/${known.id}`));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });

    await waitFor('a few acknowledged orders', () => acknowledged.length >= 20);
    const watcherThroughOutage = await openSse(`${baseUrl}/api/order/${acknowledged[0]!.id}/events`);
    let watcherEnded = false;
    void watcherThroughOutage.closed.then(() => (watcherEnded = true));
    outage.cutAt = performance.now();
    await proxy.cut();
    const unavailable = (what: string) => answers.filter((answer) => answer.what === what && answer.status === 503);
    await waitFor('503s for checkouts and lookups', () => unavailable('POST /api/order').length >= 5 && unavailable('GET /api/order/:id').length >= 5);

    await proxy.restore();
    outage.restoredAt = performance.now();
    await waitFor('checkouts to succeed again', () => answers.some((answer) => answer.sentAt > outage.restoredAt && answer.status === 201), {
      timeoutMs: 5_000,
    });
    stopped = true;
    await Promise.all(customers);

    // Before the outage and after the restore, everything succeeds at once.
    const outside = answers.filter((answer) => answer.answeredAt < outage.cutAt || answer.sentAt > outage.restoredAt);
    expect(outside.filter((answer) => answer.status !== 200 && answer.status !== 201)).toEqual([]);
    // A request the outage touched finished before the cut or got the 503 envelope: never an error page, never a hang.
    const touched = answers.filter((answer) => !outside.includes(answer));
    for (const answer of touched) {
      if (answer.status === 200 || answer.status === 201) continue;
      expect(answer).toMatchObject({ status: 503, json: { status: 'error', message: expect.any(String) } });
      expect(answer.answeredAt - Math.max(answer.sentAt, outage.cutAt), `${answer.what} hung`).toBeLessThan(QUICK_MS);
    }

    for (const order of acknowledged) {
      const response = await fetch(`${baseUrl}/api/order/${order.id}`);
      expect(response.status, `order ${order.id}`).toBe(200);
      expect((await response.json()).data).toEqual({ ...order, estimatedDelivery: expect.any(String) });
    }

    // Updates published while the listener was away are lost, so a page watching through the outage
    // is made to reconnect (and so reload its order) once the listener is back.
    await waitFor('the stream watched through the outage to end', () => watcherEnded, { timeoutMs: 10_000 });

    // Live updates recover too: the event listener reconnects to PostgreSQL by itself.
    await waitFor(
      'a live update to reach a subscriber',
      async () => {
        const fresh = (await (await postCheckout(baseUrl, { ...sampleCheckout(1), priority: false })).json()).data;
        const events = await openSse(`${baseUrl}/api/order/${fresh.id}/events`);
        try {
          const upgrade = await fetch(`${baseUrl}/api/order/${fresh.id}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ priority: true }),
          });
          expect(upgrade.status).toBe(200);
          await upgrade.arrayBuffer();
          return (await events.next((event) => event.data.priority === true, 1_000)) !== undefined;
        } finally {
          events.close();
        }
      },
      { timeoutMs: 10_000 },
    );
  });
});
