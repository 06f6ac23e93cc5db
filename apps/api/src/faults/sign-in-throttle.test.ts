import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { messages } from '@chulo/api-client/contract';
import { availableEngines, createTestDatabase, staffLogin } from '@chulo/test-lab';
import { waitAfter } from '../services/sign-in-back-off.ts';
import { call, startTestShop, useTestShop } from '../testing/test-shop.ts';

const engines = await availableEngines();
const PASSWORD = 'flour on every finger';
const FAILURES_PER_ADDRESS = 3;

/** Each caller its own client (its own X-Forwarded-For, believed from the one trusted hop). */
let clients = 0;
const newClient = () => ({ 'x-forwarded-for': `192.0.2.${++clients}` });

describe('kitchen sign-ins', () => {
  const { shop, api } = useTestShop('sqlite', { env: { RATE_LIMIT: 'on', TRUST_PROXY: '1', RATE_LIMIT_STAFF_LOGIN_PER_15_MINUTES: String(FAILURES_PER_ADDRESS) } });
  beforeAll(async () => {
    for (const username of ['asha', 'ram', 'sita']) await shop.accounts.add(username, PASSWORD, 'kitchen');
  });
  const signIn = (username: string, password: string, client = newClient()) => api('POST', '/api/staff/login', { username, password }, client);
  /** As if the account's last failure were `secondsAgo` older than it is. */
  const backdate = (username: string, secondsAgo: number) =>
    shop.store.db
      .updateTable('sign_in_failures')
      .set((eb) => ({ last_failed_at: eb('last_failed_at', '-', secondsAgo * 1000) }))
      .where('username', '=', username)
      .execute();

  it('never count a success against the client: a shop full of cooks signs in as often as it needs', async () => {
    const shopWifi = newClient();
    for (let n = 0; n < 3 * FAILURES_PER_ADDRESS; n++) expect((await signIn('asha', PASSWORD, shopWifi)).status).toBe(200);
  });

  it(`refuse a client after ${FAILURES_PER_ADDRESS} failures, whatever usernames it tries, with the right password too`, async () => {
    const client = newClient();
    for (const username of ['nobody', 'noone', 'nemo']) expect((await signIn(username, 'a guess at it', client)).status).toBe(401);
    const refused = await signIn('asha', PASSWORD, client);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ status: 'fail', message: messages.tooManyRequests('15 minutes') });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('make each further failure for a username wait longer, from any address, capped; a success clears them', async () => {
    for (let n = 0; n < 5; n++) expect((await signIn('ram', `guess number ${n}`)).status).toBe(401);
    const waiting = await signIn('ram', PASSWORD);
    expect(waiting.status).toBe(429);
    expect(waiting.json).toEqual({ status: 'fail', message: messages.tooManyRequests('1 minute') });
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(25);
    // Others are not held up by ram's.
    expect((await signIn('sita', PASSWORD)).status).toBe(200);

    await backdate('ram', 31);
    expect((await signIn('ram', 'guess number 6')).status).toBe(401);
    const longer = await signIn('ram', PASSWORD);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(55);

    await backdate('ram', 61);
    expect((await signIn('ram', PASSWORD)).status).toBe(200);
    expect(await shop.store.db.selectFrom('sign_in_failures').selectAll().where('username', '=', 'ram').execute()).toEqual([]);
    expect((await signIn('ram', 'a fresh typo')).status).toBe(401);
    expect((await signIn('ram', PASSWORD)).status).toBe(200);
  });

  it('wait longest a quarter of an hour, however many failures', () => {
    const waits = Array.from({ length: 40 }, (_, failures) => waitAfter(failures));
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(waits.slice(5, 9)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...waits)).toBe(15 * 60_000);
    expect(waits.at(-1)).toBe(15 * 60_000);
  });
});

describe.runIf(engines.includes('postgres'))('kitchen sign-ins on two instances of one PostgreSQL database', () => {
  it('make a username wait on one instance for the failures made on the other', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase('postgres');
    onTestFinished(() => database.drop());
    const a = await startTestShop(database.url);
    onTestFinished(() => a.close());
    const b = await startTestShop(database.url);
    onTestFinished(() => b.close());
    await a.accounts.add('maya', PASSWORD);

    for (let n = 0; n < 5; n++) expect((await staffLogin(a.baseUrl, 'maya', `guess number ${n}`)).status).toBe(401);
    const onB = await call(b.baseUrl, 'POST', '/api/staff/login', { username: 'maya', password: PASSWORD });
    expect(onB.status).toBe(429);
  });
});
