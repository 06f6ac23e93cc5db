import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestDatabase, startEsewaStandIn, startKhaltiStandIn, startServerProcess } from '@chulo/test-lab';
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

  it('never holds a wallet’s secret key, not even when the wallet does not answer', { timeout: 60_000 }, async () => {
    const secrets = { khalti: 'live_secret_key_never_logged_5e1f', esewa: 'esewa secret never logged' };
    const khalti = await startKhaltiStandIn({ secretKey: secrets.khalti });
    const esewa = await startEsewaStandIn({ productCode: 'EPAYTEST', secretKey: secrets.esewa });
    onTestFinished(() => khalti.close());
    onTestFinished(() => esewa.close());
    const database = await createTestDatabase('sqlite');
    onTestFinished(() => database.drop());
    const env = {
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://chulo.example',
      KHALTI_SECRET_KEY: secrets.khalti,
      KHALTI_API_URL: khalti.apiUrl,
      ESEWA_PRODUCT_CODE: 'EPAYTEST',
      ESEWA_SECRET_KEY: secrets.esewa,
      ESEWA_FORM_URL: esewa.formUrl,
      ESEWA_STATUS_URL: esewa.statusUrl,
    };
    const server = await startServerProcess({ built: true, databaseUrl: database.url, env });
    onTestFinished(() => server.stop());

    const placed = await postCheckout(server.baseUrl, { ...CHECKOUT, payment: 'khalti' });
    const { id } = (await placed.json()).data;
    expect((await call(server.baseUrl, 'POST', `/api/order/${id}/payment`, { method: 'esewa' })).status).toBe(200);
    khalti.silent = true;
    expect((await call(server.baseUrl, 'POST', `/api/order/${id}/payment`, { method: 'khalti' })).status).toBe(503);

    await expect.poll(() => server.output()).toContain('a payment could not be started');
    for (const secret of Object.values(secrets)) expect(server.output(), 'a secret key').not.toContain(secret);
  });
});
