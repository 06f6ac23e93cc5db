import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../shared/schemas.ts';
import { openStore } from '../data/database.ts';
import { availableEngines, createTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { type Checkout, halfWrittenOrders, postCheckout, sampleCheckout } from './orders.ts';
import { type ServerProcess, startServerProcess, waitFor } from './server-process.ts';

const engines = await availableEngines();
const CUSTOMERS = 20;
const ACKNOWLEDGED_BEFORE_KILL = 150;

describe.each(engines)('a crash under load on %s', (kind) => {
  let database: TestDatabase | undefined;
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    await database?.drop();
  });

  it('loses no acknowledged order and leaves nothing half-written', { timeout: 60_000 }, async () => {
    database = await createTestDatabase(kind);
    const first = await startServerProcess(database.url);
    servers.push(first);

    const acknowledged: { checkout: Checkout; order: Order }[] = [];
    const unexpected: string[] = [];
    let inFlight = 0;
    let killed = false;
    let inFlightAtKill = 0;

    // Customers checking out back to back until the server vanishes under them.
    const customers = Array.from({ length: CUSTOMERS }, async (_, customer) => {
      for (let n = customer; !killed; n += CUSTOMERS) {
        const checkout = sampleCheckout(n);
        inFlight++;
        try {
          const response = await postCheckout(first.baseUrl, checkout);
          const json = await response.json();
          if (response.status === 201) acknowledged.push({ checkout, order: json.data });
          else unexpected.push(`${response.status} ${JSON.stringify(json)}`);
        } catch {
          // Refused or cut off by the kill: never acknowledged, so the order may or may not exist.
          if (!killed) unexpected.push(`a request failed before the kill`);
        } finally {
          inFlight--;
        }
      }
    });

    await waitFor('orders to be acknowledged', () => acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL, { timeoutMs: 30_000 });
    inFlightAtKill = inFlight;
    killed = true;
    first.signal('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await Promise.all(customers);

    expect(unexpected).toEqual([]);
    // The kill landed while customers were waiting for answers, not between requests.
    expect(inFlightAtKill).toBeGreaterThan(0);

    const second = await startServerProcess(database.url);
    servers.push(second);
    const reread = await Promise.all(
      acknowledged.map(async ({ order }) => {
        const response = await fetch(`${second.baseUrl}/api/order/${order.id}`);
        return { status: response.status, order: (await response.json()).data };
      }),
    );
    // A later priority order re-estimates those queued behind it; everything else is as acknowledged.
    acknowledged.forEach(({ order }, index) => {
      expect(reread[index], `order ${order.id}`).toEqual({ status: 200, order: { ...order, estimatedDelivery: expect.any(String) } });
    });

    const store = openStore(database.url);
    try {
      expect(await halfWrittenOrders(store.db)).toEqual([]);
      const rows = await store.db
        .selectFrom('orders')
        .select(['id', 'customer', 'phone', 'address', 'position'])
        .where(
          'id',
          'in',
          acknowledged.map(({ order }) => order.id),
        )
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const { checkout, order } of acknowledged) {
        const { customer, phone, address, position } = checkout;
        expect(byId.get(order.id)).toEqual({ id: order.id, customer, phone, address, position });
      }
    } finally {
      await store.db.destroy();
    }
  });
});
