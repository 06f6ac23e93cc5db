import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '@chulo/api-client/contract';
import { availableEngines } from '@chulo/test-lab';
import { scopedIdempotencyKey } from '../services/idempotency.ts';
import { postCheckout, sampleCheckout } from '../testing/sample-orders.ts';
import { type RunningShop, startTestShop, useTestShop } from '../testing/test-shop.ts';

const engines = await availableEngines();
const RACING_RETRIES = 20;

async function checkOut(shop: RunningShop, key: string, n = 7) {
  const response = await postCheckout(shop.baseUrl, sampleCheckout(n), { 'idempotency-key': key });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), json: await response.json() };
}

describe.each(engines)('Idempotency-Key on %s', (kind) => {
  const { shop, database } = useTestShop(kind);
  /** The orders stored under a key sent with sampleCheckout(n) (keys are stored scoped to the customer's phone). */
  const ordersUnder = async (key: string, n = 7) =>
    (
      await shop.store.db
        .selectFrom('orders')
        .select('id')
        .where('idempotency_key', '=', scopedIdempotencyKey(sampleCheckout(n).phone, key))
        .execute()
    ).map((row) => row.id);

  it('answers a retry with the very order the first attempt created, and creates no second one', async () => {
    const key = randomUUID();
    const first = await checkOut(shop, key);
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();

    const retry = await checkOut(shop, key);
    expect(retry.status).toBe(201);
    expect(retry.replayed).toBe('true');
    expect(retry.json).toEqual(first.json);
    expect(await ordersUnder(key)).toEqual([first.json.data.id]);
  });

  it('keeps checkouts with different keys, or without one, apart', async () => {
    const [a, b] = [await checkOut(shop, randomUUID()), await checkOut(shop, randomUUID())];
    const withoutKey = [await postCheckout(shop.baseUrl, sampleCheckout(7)), await postCheckout(shop.baseUrl, sampleCheckout(7))];
    const ids = [a.json.data.id, b.json.data.id, ...(await Promise.all(withoutKey.map(async (response) => (await response.json()).data.id)))];
    expect(new Set(ids).size).toBe(4);
  });

  it(`stores exactly one order when ${RACING_RETRIES} retries with one key race each other`, async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: RACING_RETRIES }, () => checkOut(shop, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(RACING_RETRIES).fill(201));
    expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.replayed === null)).toHaveLength(1);
    expect(await ordersUnder(key)).toEqual([answers[0]!.json.data.id]);
  });

  it('stores one order per key when many keys race, each retried several times', async () => {
    const keys = Array.from({ length: 10 }, () => randomUUID());
    const answers = await Promise.all(keys.flatMap((key, n) => Array.from({ length: 4 }, () => checkOut(shop, key, n))));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    for (const [n, key] of keys.entries()) expect(await ordersUnder(key, n)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(keys.length);
  });

  it('refuses the same key with another order (422), and stores nothing for it', async () => {
    const key = randomUUID();
    const first = await checkOut(shop, key);
    const changed = { ...sampleCheckout(7), cart: [{ pizzaId: sampleCheckout(7).cart[0]!.pizzaId, quantity: 3 }] };
    const reused = await postCheckout(shop.baseUrl, changed, { 'idempotency-key': key });
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ status: 'fail', message: messages.IDEMPOTENCY_KEY_REUSED });
    const renamed = await postCheckout(shop.baseUrl, { ...sampleCheckout(7), address: 'Somewhere else' }, { 'idempotency-key': key });
    expect(renamed.status).toBe(422);
    expect(await ordersUnder(key)).toEqual([first.json.data.id]);
  });

  it('takes the same cart sent in another order of lines as the same order', async () => {
    const key = randomUUID();
    const [a, b] = sampleCheckout(7).cart.map((line) => line.pizzaId) as [number, number];
    const checkout = { ...sampleCheckout(7), cart: [{ pizzaId: a, quantity: 2 }, { pizzaId: b, quantity: 1 }] };
    const first = await postCheckout(shop.baseUrl, checkout, { 'idempotency-key': key });
    const reordered = { ...checkout, cart: [{ pizzaId: b, quantity: 1 }, { pizzaId: a, quantity: 1 }, { pizzaId: a, quantity: 1 }] };
    const retry = await postCheckout(shop.baseUrl, reordered, { 'idempotency-key': key });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await retry.json()).data.id).toBe((await first.json()).data.id);
  });

  it("keeps each customer's keys their own: another customer's checkout under the same key is their own new order", async () => {
    const key = randomUUID();
    const mine = await checkOut(shop, key, 7);
    const theirs = await checkOut(shop, key, 8);
    expect(theirs.status).toBe(201);
    expect(theirs.replayed).toBeNull();
    expect(theirs.json.data.id).not.toBe(mine.json.data.id);
    expect(await ordersUnder(key, 8)).toEqual([theirs.json.data.id]);
  });

  it('does not take a refused checkout as the answer for its key', async () => {
    const key = randomUUID();
    const refused = await postCheckout(shop.baseUrl, { ...sampleCheckout(1), cart: [{ pizzaId: 9999, quantity: 1 }] }, { 'idempotency-key': key });
    expect(refused.status).toBe(400);
    const fixed = await checkOut(shop, key);
    expect(fixed.status).toBe(201);
    expect(fixed.replayed).toBeNull();
    expect(await ordersUnder(key)).toEqual([fixed.json.data.id]);
  });

  it.runIf(kind === 'postgres')('stores exactly one order when the racing retries land on two instances', async () => {
    const other = await startTestShop(database.url);
    try {
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: RACING_RETRIES }, (_, n) => checkOut(n % 2 === 0 ? shop : other, key)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(RACING_RETRIES).fill(201));
      expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(1);
      expect(answers.filter((answer) => answer.replayed === null)).toHaveLength(1);
      expect(await ordersUnder(key)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
