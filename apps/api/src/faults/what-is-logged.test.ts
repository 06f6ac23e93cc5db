import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestDatabase, startServerProcess } from '@chulo/test-lab';
import { postCheckout, sampleCheckout } from '../testing/sample-orders.ts';
import { call } from '../testing/test-shop.ts';

/** What a customer and a stranger send, each piece recognisable in the log should it land there. */
const CHECKOUT = { ...sampleCheckout(1), customer: 'Loggable Lakshmi', phone: '9812345670', address: 'Hidden Lane 7, Patan', position: '27.67123,85.32456' };
const IDEMPOTENCY_KEY = 'key-that-must-stay-out-of-logs';
const PASSWORD = 'guessed password never logged';

describe('the log', () => {
  it('follows every request, and never holds a name, phone, address, position, password, key or cookie', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase('sqlite');
    onTestFinished(() => database.drop());
    const server = await startServerProcess({ built: true, databaseUrl: database.url, env: { LOG_LEVEL: 'info' } });
    onTestFinished(() => server.stop());

    const placed = await postCheckout(server.baseUrl, CHECKOUT, { 'idempotency-key': IDEMPOTENCY_KEY });
    expect(placed.status).toBe(201);
    const { id } = (await placed.json()).data;
    expect((await call(server.baseUrl, 'GET', '/api/geocode/reverse?latitude=27.67123&longitude=85.32456')).status).toBe(200);
    const signIn = await call(server.baseUrl, 'POST', '/api/staff/login', { username: 'nobody', password: PASSWORD }, { cookie: 'kitchen_session=stolen-cookie' });
    expect(signIn.status).toBe(401);
    await call(server.baseUrl, 'GET', `/api/order/${id}`);

    await expect.poll(() => server.output()).toContain(`"path":"/api/order/${id}"`);
    const log = server.output();
    expect(log).toContain('"path":"/api/geocode/reverse"');
    expect(log).toContain('"client":"127.0.0.1"');
    expect(log).toContain('"statusCode":401');
    for (const secret of ['Lakshmi', '9812345670', 'Hidden Lane', '27.67123', '85.32456', PASSWORD, IDEMPOTENCY_KEY, 'stolen-cookie']) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
