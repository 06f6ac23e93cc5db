import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { availableEngines } from '../testing/databases.ts';
import { postCheckout, sampleCheckout } from '../testing/orders.ts';
import { type RunningShop, startTestShop, useTestShop } from '../testing/test-shop.ts';

const engines = await availableEngines();
const RACING_RETRIES = 20;

async function checkOut(shop: RunningShop, key: string, n = 7) {
  const response = await postCheckout(shop.baseUrl, sampleCheckout(n), { 'idempotency-key': key });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), json: await response.json() };
}

describe.each(engines)('Idempotency-Key on %s', (kind) => {
  const { shop, database } = useTestShop(kind);
  const ordersUnder = async (key: string) =>
    (await shop.store.db.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute()).map((row) => row.id);

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
    for (const key of keys) expect(await ordersUnder(key)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(keys.length);
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
