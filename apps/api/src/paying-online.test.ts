import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { messages } from '@chulo/api-client/contract';
import { availableEngines, type EsewaStandIn, type KhaltiStandIn, staffHeaders, startEsewaStandIn, startKhaltiStandIn } from '@chulo/test-lab';
import { kitchenBacklog } from './data/order-rows.ts';
import { newOrder } from './testing/sample-orders.ts';
import { startTestShop, useOwnerAndCook, useTestShop } from './testing/test-shop.ts';
import { loadConfig } from './config.ts';
import { buildShop } from './app.ts';

const engines = await availableEngines();
const MINUTE = 60_000;
const PUBLIC_URL = 'https://chulo.example';
const KHALTI_SECRET = 'test_secret_key_f59e8b7d18b4499ca40f68195a846e9b';
/** eSewa's published test product and secret. */
const ESEWA = { productCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' };
const PASSWORD = 'paid before the oven';

/** Friday 27 November 2026 in Kathmandu (UTC+5:45), while the shop is open. */
const kathmandu = (time: string) => Date.parse(`2026-11-27T${time}:00+05:45`);

/** Sita's order (two Margheritas and a Pepperoni, 2,150 rupees) and what it costs in paisa. */
const TOTAL_PAISA = 215_000;

describe('a shop with no wallet set up', () => {
  const { api } = useTestShop('sqlite');

  it('offers cash alone, as SPEC’s order form: no choice in the shop’s status, no payment on an order', async () => {
    expect((await api('GET', '/api/shop')).json.data).not.toHaveProperty('payments');
    const placed = await api('POST', '/api/order', newOrder());
    expect(placed.json.data.status).toBe('preparing');
    expect(placed.json.data).not.toHaveProperty('payment');
    const refused = await api('POST', '/api/order', newOrder({ payment: 'khalti' }));
    expect([refused.status, refused.json.message]).toEqual([409, messages.paymentNotOffered('Khalti')]);
  });

  it('refuses to start with a wallet and no PUBLIC_URL, saying why', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: 'sqlite::memory:', KHALTI_SECRET_KEY: KHALTI_SECRET });
    await expect(buildShop(config)).rejects.toThrow(/PUBLIC_URL/);
  });
});

describe.each(engines)('paying online on %s', (kind) => {
  let now = kathmandu('19:00');
  const stand = {} as { khalti: KhaltiStandIn; esewa: EsewaStandIn };
  const env: Record<string, string> = {};
  beforeAll(async () => {
    stand.khalti = await startKhaltiStandIn({ secretKey: KHALTI_SECRET });
    stand.esewa = await startEsewaStandIn(ESEWA);
    Object.assign(env, {
      PUBLIC_URL,
      KITCHEN_AUTOPILOT: '0',
      KHALTI_SECRET_KEY: KHALTI_SECRET,
      KHALTI_API_URL: stand.khalti.apiUrl,
      ESEWA_PRODUCT_CODE: ESEWA.productCode,
      ESEWA_SECRET_KEY: ESEWA.secretKey,
      ESEWA_FORM_URL: stand.esewa.formUrl,
      ESEWA_STATUS_URL: stand.esewa.statusUrl,
      PAYMENT_WINDOW_MINUTES: '30',
    });
  });
  afterAll(async () => {
    await stand.khalti.close();
    await stand.esewa.close();
  });
  const { shop, database, api } = useTestShop(kind, { env, clock: () => now });
  const staff = useOwnerAndCook(shop, PASSWORD);

  const order = async (id: string) => (await api('GET', `/api/order/${id}`)).json.data;
  const placeToPay = async (method: 'khalti' | 'esewa') => {
    const placed = await api('POST', '/api/order', newOrder({ payment: method }));
    expect(placed.status).toBe(201);
    return placed.json.data.id as string;
  };
  const pay = (id: string, method: string) => api('POST', `/api/order/${id}/payment`, { method });
  /** The browser coming back to the shop from a provider's address: the shop's answer, not followed. */
  const comeBack = async (address: string, to = shop.baseUrl) => {
    const { pathname, search } = new URL(address);
    expect(address.startsWith(`${PUBLIC_URL}/`), 'every return address is built from PUBLIC_URL').toBe(true);
    const response = await fetch(to + pathname + search, { redirect: 'manual' });
    await response.body?.cancel();
    return { status: response.status, location: response.headers.get('location') };
  };
  const startKhalti = async (id: string) => {
    const started = await pay(id, 'khalti');
    expect(started.status).toBe(200);
    return stand.khalti.last();
  };
  const startEsewa = async (id: string) => {
    const started = await pay(id, 'esewa');
    expect(started.json.data.checkout.provider).toBe('esewa');
    const { action, fields } = started.json.data.checkout as { action: string; fields: Record<string, string> };
    expect(action).toBe(stand.esewa.formUrl);
    expect(await stand.esewa.post(fields), 'eSewa takes the signed form').toBe(200);
    return fields;
  };
  const pizzasWaiting = async () => {
    const backlog = await kitchenBacklog(shop.store.db);
    return backlog.normal + backlog.priority;
  };

  it('offers cash first, then each wallet set up and the rider’s QR', async () => {
    expect((await api('GET', '/api/shop')).json.data.payments).toEqual(['cash', 'khalti', 'esewa', 'rider-qr']);
  });

  it('with Khalti: keeps the order out of the kitchen, with no estimate, until Khalti’s lookup says Completed for what is due', async () => {
    const waiting = await pizzasWaiting();
    const id = await placeToPay('khalti');
    const placed = await order(id);
    expect(placed).toMatchObject({ status: 'awaiting-payment', estimatedDelivery: placed.createdAt, payment: { method: 'khalti', paid: false, payBy: new Date(now + 30 * MINUTE).toISOString() } });
    expect(await pizzasWaiting()).toBe(waiting);
    expect((await api('GET', '/api/staff/orders', undefined, staffHeaders(staff.kitchen))).json.data.map((open: { id: string }) => open.id)).not.toContain(id);
    // Not in the kitchen, so nothing to bake sooner: priority waits for the payment.
    const sooner = await api('PATCH', `/api/order/${id}`, { priority: true });
    expect([sooner.status, sooner.json.message]).toEqual([409, messages.orderAwaitsPayment(id)]);

    const started = await pay(id, 'khalti');
    const initiated = stand.khalti.last();
    expect(started.json.data.checkout).toEqual({ provider: 'khalti', url: expect.stringContaining(`/pay/?pidx=${initiated.pidx}`) });
    expect(initiated).toMatchObject({ amount: TOTAL_PAISA, returnUrl: `${PUBLIC_URL}/api/payments/khalti/return` });
    expect(JSON.stringify(started.json), 'the secret never reaches the browser').not.toContain(KHALTI_SECRET);

    now += 2 * MINUTE;
    const back = await comeBack(stand.khalti.finish(initiated.pidx, 'Completed'));
    expect(back).toEqual({ status: 303, location: `${PUBLIC_URL}/order/${id}` });
    const paid = await order(id);
    expect(paid).toMatchObject({ status: 'preparing', payment: { method: 'khalti', paid: true, state: 'paid' } });
    expect(paid.payment).not.toHaveProperty('payBy');
    expect(Date.parse(paid.estimatedDelivery)).toBeGreaterThan(now);
    expect(await pizzasWaiting()).toBe(waiting + 3);
    // Coming back again (a reload) changes nothing.
    await comeBack(stand.khalti.finish(initiated.pidx, 'Completed'));
    expect((await order(id)).statusHistory.map((change: { status: string }) => change.status)).toEqual(['awaiting-payment', 'preparing']);
  });

  it('counts an order in the sales and their CSV only once it is paid: until then the shop has not taken it', async () => {
    const asOwner = staffHeaders(staff.owner);
    const today = 'from=2026-11-27&to=2026-11-27';
    const sales = async () => (await api('GET', `/api/staff/sales?${today}`, undefined, asOwner)).json.data;
    const csv = async () => (await fetch(`${shop.baseUrl}/api/staff/sales/orders.csv?${today}`, { headers: asOwner })).text();
    const before = await sales();
    const id = await placeToPay('khalti');
    expect(await sales()).toEqual(before);
    expect(await csv()).not.toContain(id);

    await comeBack(stand.khalti.finish((await startKhalti(id)).pidx, 'Completed'));
    const after = await sales();
    expect([after.orders, after.revenue]).toEqual([before.orders + 1, before.revenue + TOTAL_PAISA / 100]);
    const khalti = (report: { byPayment: { method: string; orders: number }[] }) => report.byPayment.find((row) => row.method === 'khalti')?.orders ?? 0;
    expect(khalti(after)).toBe(khalti(before) + 1);
    expect(after.bestSellers.reduce((sum: number, pizza: { quantity: number }) => sum + pizza.quantity, 0)).toBe(
      before.bestSellers.reduce((sum: number, pizza: { quantity: number }) => sum + pizza.quantity, 0) + 3,
    );
    expect(await csv()).toContain(id);
  });

  it('with Khalti: believes nothing of the return, only the lookup of a pidx it started for that order, for the amount due', async () => {
    const id = await placeToPay('khalti');
    const { pidx } = await startKhalti(id);
    // The return says Completed; Khalti's lookup still says Pending.
    const forged = new URL(stand.khalti.finish(pidx, 'Pending', { status: 'Completed' }));
    expect(forged.searchParams.get('status')).toBe('Completed');
    await comeBack(forged.toString());
    expect(await order(id)).toMatchObject({ status: 'awaiting-payment', payment: { paid: false, state: 'open' } });

    // Another order's pidx, completed, brought back as this order's: that order is paid, never this one.
    const other = await placeToPay('khalti');
    const otherPayment = await startKhalti(other);
    const back = await comeBack(stand.khalti.finish(otherPayment.pidx, 'Completed', { purchase_order_id: `${id}-x`, purchase_order_name: id }));
    expect(back.location).toBe(`${PUBLIC_URL}/order/${other}`);
    expect((await order(other)).payment.paid).toBe(true);
    expect((await order(id)).payment.paid).toBe(false);

    // A pidx the shop never started.
    expect((await comeBack(`${PUBLIC_URL}/api/payments/khalti/return?pidx=NotOursAtAll&status=Completed`)).status).toBe(404);

    // A lookup that answers Completed for another amount (or another pidx) is held for the owner.
    stand.khalti.lookupOverride = { status: 'Completed', total_amount: TOTAL_PAISA - 100 };
    onTestFinished(() => void (stand.khalti.lookupOverride = null));
    await comeBack(stand.khalti.finish(pidx, 'Completed'));
    expect(await order(id)).toMatchObject({ status: 'awaiting-payment', payment: { paid: false, state: 'held' } });
    const seenByOwner = (await api('GET', `/api/staff/orders/${id}`, undefined, staffHeaders(staff.owner))).json.data;
    expect(seenByOwner.payment).toMatchObject({ state: 'held', reference: pidx });
  });

  it('with Khalti: a cancelled or expired payment leaves the order unpaid, to pay again or to pay cash instead', async () => {
    const id = await placeToPay('khalti');
    const first = await startKhalti(id);
    await comeBack(stand.khalti.finish(first.pidx, 'User canceled'));
    expect(await order(id)).toMatchObject({ status: 'awaiting-payment', payment: { paid: false, state: 'unpaid' } });

    const second = await startKhalti(id);
    expect(second.pidx).not.toBe(first.pidx);
    await comeBack(stand.khalti.finish(second.pidx, 'Expired'));
    expect((await order(id)).payment.state).toBe('unpaid');

    const cash = await pay(id, 'cash');
    expect(cash.json.data.order.status).toBe('preparing');
    expect(cash.json.data.order).not.toHaveProperty('payment');
    expect(cash.json.data).not.toHaveProperty('checkout');
    const again = await pay(id, 'khalti');
    expect([again.status, again.json.message]).toEqual([409, messages.orderNotAwaitingPayment(id, 'preparing')]);
  });

  it('with eSewa: signs the form, checks the return’s signature and fields, and is paid only on the status check’s COMPLETE', async () => {
    const id = await placeToPay('esewa');
    const fields = await startEsewa(id);
    expect(fields).toMatchObject({
      amount: '2150',
      tax_amount: '0',
      total_amount: '2150',
      product_code: 'EPAYTEST',
      product_service_charge: '0',
      product_delivery_charge: '0',
      success_url: `${PUBLIC_URL}/api/payments/esewa/return`,
      failure_url: `${PUBLIC_URL}/api/payments/esewa/${fields.transaction_uuid}/failed`,
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    });
    expect(JSON.stringify(fields)).not.toContain(ESEWA.secretKey);

    // Forged returns: signed with another key, an amount changed after signing.
    for (const forge of [{ signedWith: 'not the shop’s key' }, { changed: { total_amount: '15.60' } }]) {
      expect((await comeBack(stand.esewa.pay(fields.transaction_uuid!, forge))).status).toBe(404);
    }
    stand.esewa.transactions.get(fields.transaction_uuid!)!.status = 'PENDING';
    expect((await order(id)).status).toBe('awaiting-payment');

    // Signed right, but eSewa's status check still says PENDING: held open.
    const signedButPending = stand.esewa.pay(fields.transaction_uuid!);
    stand.esewa.transactions.get(fields.transaction_uuid!)!.status = 'PENDING';
    await comeBack(signedButPending);
    expect(await order(id)).toMatchObject({ status: 'awaiting-payment', payment: { state: 'open' } });

    const back = await comeBack(stand.esewa.pay(fields.transaction_uuid!));
    expect(back).toEqual({ status: 303, location: `${PUBLIC_URL}/order/${id}` });
    expect(await order(id)).toMatchObject({ status: 'preparing', payment: { method: 'esewa', paid: true, state: 'paid' } });
  });

  it('with eSewa: a cancelled payment comes back unpaid, and the rider’s QR instead sends the order to the kitchen', async () => {
    const id = await placeToPay('esewa');
    const fields = await startEsewa(id);
    expect(await comeBack(stand.esewa.cancel(fields.transaction_uuid!))).toEqual({ status: 303, location: `${PUBLIC_URL}/order/${id}` });
    expect((await order(id)).payment).toMatchObject({ paid: false, state: 'unpaid' });
    const qr = await pay(id, 'rider-qr');
    expect(qr.json.data.order).toMatchObject({ status: 'preparing', payment: { method: 'rider-qr', paid: false } });
  });

  it('asks again about a payment whose return never came, and a provider that does not answer leaves it open', { timeout: 40_000 }, async () => {
    const id = await placeToPay('khalti');
    const { pidx } = await startKhalti(id);
    stand.khalti.finish(pidx, 'Completed');
    stand.khalti.silent = true;
    onTestFinished(() => void (stand.khalti.silent = false));
    // The customer's browser did come back, but Khalti does not answer within 10 s: the page says the order is still unpaid.
    const started = Date.now();
    expect((await comeBack(`${PUBLIC_URL}/api/payments/khalti/return?pidx=${pidx}`)).status).toBe(303);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await order(id)).toMatchObject({ status: 'awaiting-payment', payment: { state: 'open' } });
    // Nor can a new payment start while Khalti is away: the customer reads a sentence.
    const other = await placeToPay('khalti');
    const refused = await pay(other, 'khalti');
    expect([refused.status, refused.json.message]).toEqual([503, messages.PROVIDER_UNAVAILABLE]);

    stand.khalti.silent = false;
    now += 2 * MINUTE;
    await shop.paying.reconcile(now);
    expect(await order(id)).toMatchObject({ status: 'preparing', payment: { paid: true } });
  });

  it('cancels an order unpaid after its window, and flags a payment that completes afterwards for a refund the owner records', async () => {
    const id = await placeToPay('esewa');
    const fields = await startEsewa(id);
    now += 29 * MINUTE;
    await shop.paying.reconcile(now);
    expect((await order(id)).status).toBe('awaiting-payment');
    now += 2 * MINUTE;
    await shop.paying.reconcile(now);
    expect(await order(id)).toMatchObject({ status: 'cancelled', payment: { paid: false, state: 'open' } });
    const late = await pay(id, 'esewa');
    expect(late.status).toBe(409);

    await comeBack(stand.esewa.pay(fields.transaction_uuid!));
    const flagged = (await api('GET', `/api/staff/orders/${id}`, undefined, staffHeaders(staff.owner))).json.data;
    expect(flagged).toMatchObject({ status: 'cancelled', payment: { paid: true, refund: 'due' } });
    // The owner's export says how each order was paid, the wallet's reference, and where the payment stands.
    const csv = await (await fetch(`${shop.baseUrl}/api/staff/sales/orders.csv?from=2026-11-27&to=2026-11-27`, { headers: staffHeaders(staff.owner) })).text();
    expect(csv.split('\r\n').find((row) => row.startsWith(id))).toMatch(new RegExp(`,eSewa,${flagged.payment.reference},"paid, refund due"$`));
    const sales = (await api('GET', '/api/staff/sales?from=2026-11-27&to=2026-11-27', undefined, staffHeaders(staff.owner))).json.data;
    expect(sales.byPayment.map((row: { method: string }) => row.method)).toEqual(['cash', 'khalti', 'esewa', 'rider-qr']);
    expect((await api('PUT', `/api/staff/orders/${id}/refund`, undefined, staffHeaders(staff.kitchen))).status).toBe(403);
    const recorded = await api('PUT', `/api/staff/orders/${id}/refund`, undefined, staffHeaders(staff.owner));
    expect(recorded.json.data.payment.refund).toBe('refunded');
    expect((await api('PUT', `/api/staff/orders/${id}/refund`, undefined, staffHeaders(staff.owner))).status).toBe(409);
  });

  it('marks a payment paid once when two instances race for it, and runs the reconciler on one instance at a time', async () => {
    const second = await startTestShop(database.url, env, () => now);
    onTestFinished(() => second.close());
    const ids = [await placeToPay('khalti'), await placeToPay('khalti'), await placeToPay('khalti')];
    const returns = [];
    for (const id of ids) returns.push(stand.khalti.finish((await startKhalti(id)).pidx, 'Completed'));
    now += 2 * MINUTE;
    await Promise.all(returns.flatMap((address) => [comeBack(address), comeBack(address, second.baseUrl), shop.paying.reconcile(now), second.paying.reconcile(now)]));
    for (const id of ids) {
      const paid = await order(id);
      expect(paid.statusHistory.filter((change: { status: string }) => change.status === 'preparing')).toHaveLength(1);
      expect(paid.payment.paid).toBe(true);
    }

    expect(await shop.reconciler.round(now)).toBe(true);
    expect(await second.reconciler.round(now)).toBe(false);
    expect(await shop.reconciler.round(now + MINUTE / 2)).toBe(true);
    expect(await second.reconciler.round(now + 2 * MINUTE)).toBe(true);
    expect(await shop.reconciler.round(now + 2 * MINUTE)).toBe(false);
  });

  it('keeps the secrets out of the API’s reference, and lets customers’ pages post forms to eSewa alone besides the shop', async () => {
    const reference = await api('GET', '/api/openapi.json');
    for (const secret of [KHALTI_SECRET, ESEWA.secretKey]) expect(JSON.stringify(reference.json)).not.toContain(secret);
    const page = await fetch(`${shop.baseUrl}/menu`);
    await page.body?.cancel();
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${new URL(stand.esewa.formUrl).origin}`);
  });
});
