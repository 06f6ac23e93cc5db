import { describe, expect, it, onTestFinished } from 'vitest';
import type { NewOrder, Order } from '@chulo/api-client/contract';
import { availableEngines, createTestDatabase, startServerProcess, waitFor } from '@chulo/test-lab';
import { openStore } from '../data/database.ts';
import { scopedIdempotencyKey } from '../services/idempotency.ts';
import { halfWrittenOrders, postCheckout, sampleCheckout } from '../testing/sample-orders.ts';

const engines = await availableEngines();
const CUSTOMERS = 20;
const ACKNOWLEDGED_BEFORE_KILL = 150;

interface Attempt {
  key: string;
  checkout: NewOrder;
}

describe.each(engines)('a crash under load on %s', (kind) => {
  it('loses no acknowledged order, leaves nothing half-written, and a retry completes each unanswered checkout once', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.drop());
    const first = await startServerProcess({ built: true, databaseUrl: database.url });
    onTestFinished(() => first.stop());

    const acknowledged: (Attempt & { order: Order })[] = [];
    const unanswered: Attempt[] = [];
    const unexpected: string[] = [];
    let inFlight = 0;
    let killed = false;

    // Customers checking out back to back, one Idempotency-Key per checkout as the web app sends, until the server vanishes.
    const customers = Array.from({ length: CUSTOMERS }, async (_, customer) => {
      for (let n = customer; !killed; n += CUSTOMERS) {
        const attempt = { key: `checkout-${n}`, checkout: sampleCheckout(n) };
        inFlight++;
        try {
          const response = await postCheckout(first.baseUrl, attempt.checkout, { 'idempotency-key': attempt.key });
          const json = await response.json();
          if (response.status === 201) acknowledged.push({ ...attempt, order: json.data });
          else unexpected.push(`${response.status} ${JSON.stringify(json)}`);
        } catch {
          // Refused or cut off by the kill: never acknowledged, so the order may or may not exist.
          if (killed) unanswered.push(attempt);
          else unexpected.push('a request failed before the kill');
        } finally {
          inFlight--;
        }
      }
    });

    await waitFor('orders to be acknowledged', () => acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL, { timeoutMs: 30_000 });
    // Frozen first, the server answers nothing more: every customer is soon waiting on a checkout it sent,
    // so the kill lands mid-checkout however busy the machine is.
    first.signal('SIGSTOP');
    await waitFor('every customer to wait on the frozen server', () => inFlight === CUSTOMERS, { timeoutMs: 10_000 });
    const inFlightAtKill = inFlight;
    killed = true;
    first.signal('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await Promise.all(customers);

    expect(unexpected).toEqual([]);
    // The kill landed while customers were waiting for answers, not between requests.
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(unanswered.length).toBeGreaterThan(0);

    const second = await startServerProcess({ built: true, databaseUrl: database.url });
    onTestFinished(() => second.stop());
    // A few at a time: this reads back what was stored, it is no load test.
    for (let start = 0; start < acknowledged.length; start += 10) {
      const batch = acknowledged.slice(start, start + 10);
      const reread = await Promise.all(batch.map(async ({ order }) => (await fetch(`${second.baseUrl}/api/order/${order.id}`)).json()));
      // A later priority order re-estimates those queued behind it; everything else is as acknowledged.
      batch.forEach(({ order }, index) => expect(reread[index], `order ${order.id}`).toEqual({ status: 'success', data: { ...order, estimatedDelivery: expect.any(String) } }));
    }

    // The customers whose answer the crash swallowed try again with the same key.
    for (const { key, checkout } of unanswered) {
      const retry = await postCheckout(second.baseUrl, checkout, { 'idempotency-key': key });
      expect(retry.status, `retry of ${key}`).toBe(201);
      await retry.arrayBuffer();
    }

    const store = openStore(database.url);
    try {
      expect(await halfWrittenOrders(store.db)).toEqual([]);
      // Exactly one order per checkout, each with the customer's own details.
      const attempts = new Map(
        [...acknowledged, ...unanswered].map((attempt) => [scopedIdempotencyKey(attempt.checkout.phone, attempt.key), attempt.checkout]),
      );
      const rows = await store.db.selectFrom('orders').select(['id', 'idempotency_key', 'customer', 'phone', 'address', 'position']).execute();
      expect(rows).toHaveLength(attempts.size);
      for (const { idempotency_key: key, customer, phone, address, position } of rows) {
        const checkout = attempts.get(key as string);
        expect(checkout, `an order nobody placed: ${key}`).toBeDefined();
        expect({ customer, phone, address, position }).toEqual({
          customer: checkout?.customer,
          phone: checkout?.phone,
          address: checkout?.address,
          position: checkout?.position,
        });
      }
      const acknowledgedIds = new Set(acknowledged.map(({ order }) => order.id));
      expect(rows.filter((row) => acknowledgedIds.has(row.id))).toHaveLength(acknowledged.length);
    } finally {
      await store.db.destroy();
    }
  });
});
