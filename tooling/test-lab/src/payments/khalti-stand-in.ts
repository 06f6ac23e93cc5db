import { randomBytes } from 'node:crypto';
import { sendJson, sendPaymentPage, startStandInServer } from './stand-in-server.ts';

/**
 * Khalti's web checkout (KPG-2) as docs.khalti.com describes it, on loopback, for tests: the
 * merchant's server initiates (`POST epayment/initiate/`, `Authorization: Key <secret>`, amount in
 * paisa, at least 1000) and gets a `pidx` and `payment_url`; the customer pays or cancels there and
 * is sent to `return_url` with `pidx`, `status`, `total_amount` and more, none of it signed; the
 * merchant looks the `pidx` up (`POST epayment/lookup/`). Knobs: any status for a payment, a
 * lookup answered for another pidx or amount (a forged answer), and silence (a timeout).
 */

/** Every status the lookup documents. */
export type KhaltiStatus = 'Initiated' | 'Pending' | 'Completed' | 'Expired' | 'User canceled' | 'Refunded' | 'Partially Refunded';

export interface KhaltiPayment {
  pidx: string;
  amount: number;
  purchaseOrderId: string;
  returnUrl: string;
  status: KhaltiStatus;
}

export interface KhaltiStandIn {
  /** KHALTI_API_URL for the shop. */
  apiUrl: string;
  payments: Map<string, KhaltiPayment>;
  /** The payment the shop initiated last. */
  last(): KhaltiPayment;
  /** The customer pays (or cancels): the status becomes `status`, and the address the browser is sent back to comes back. */
  finish(pidx: string, status: KhaltiStatus, returned?: Record<string, string>): string;
  /** The next lookups answer this over the truth (a forged answer). */
  lookupOverride: Partial<{ pidx: string; total_amount: number; status: string }> | null;
  /** While true, the stand-in takes requests and never answers them. */
  silent: boolean;
  close(): Promise<void>;
}

export async function startKhaltiStandIn({ secretKey }: { secretKey: string }): Promise<KhaltiStandIn> {
  const payments = new Map<string, KhaltiPayment>();
  const returnAddress = (payment: KhaltiPayment, returned: Record<string, string> = {}) => {
    const url = new URL(payment.returnUrl);
    const fields = {
      pidx: payment.pidx,
      transaction_id: payment.status === 'Completed' ? `T${payment.pidx.slice(0, 8)}` : '',
      tidx: '',
      amount: String(payment.amount),
      total_amount: String(payment.amount),
      mobile: '98XXXXX000',
      status: payment.status,
      purchase_order_id: payment.purchaseOrderId,
      purchase_order_name: 'Pizza order',
      ...returned,
    };
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
    return url.toString();
  };
  const finish = (pidx: string, status: KhaltiStatus, returned?: Record<string, string>) => {
    const payment = payments.get(pidx);
    if (!payment) throw new Error(`No payment ${pidx}`);
    payment.status = status;
    return returnAddress(payment, returned);
  };

  const standIn: KhaltiStandIn = {
    apiUrl: '',
    payments,
    last: () => [...payments.values()].at(-1) as KhaltiPayment,
    finish,
    lookupOverride: null,
    silent: false,
    close: async () => {},
  };
  const server = await startStandInServer((request, body, response, url) => {
    if (standIn.silent) return;
    if (request.method === 'GET' && url.pathname === '/pay/') {
      const payment = payments.get(url.searchParams.get('pidx') ?? '');
      if (!payment) return sendJson(response, 404, { detail: 'Not found.' });
      const step = (to: string) => `/pay/finish?pidx=${payment.pidx}&status=${encodeURIComponent(to)}`;
      return sendPaymentPage(response, 'Khalti', String(payment.amount / 100), step('Completed'), step('User canceled'));
    }
    if (request.method === 'GET' && url.pathname === '/pay/finish') {
      const to = finish(url.searchParams.get('pidx') ?? '', url.searchParams.get('status') as KhaltiStatus);
      response.writeHead(302, { location: to }).end();
      return;
    }
    if (request.headers.authorization !== `Key ${secretKey}`) return sendJson(response, 401, { detail: 'Invalid token.', status_code: 401 });
    const asked = JSON.parse(body || '{}') as Record<string, unknown>;
    if (request.method === 'POST' && url.pathname === '/api/v2/epayment/initiate/') {
      const amount = Number(asked.amount);
      if (!Number.isInteger(amount) || amount < 1000) return sendJson(response, 400, { amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'], error_key: 'validation_error' });
      for (const field of ['return_url', 'website_url', 'purchase_order_id', 'purchase_order_name']) {
        if (typeof asked[field] !== 'string' || asked[field] === '') return sendJson(response, 400, { [field]: ['This field is required.'], error_key: 'validation_error' });
      }
      const pidx = randomBytes(16).toString('base64url').slice(0, 22);
      payments.set(pidx, { pidx, amount, purchaseOrderId: String(asked.purchase_order_id), returnUrl: String(asked.return_url), status: 'Initiated' });
      return sendJson(response, 200, {
        pidx,
        payment_url: `${standIn.apiUrl.replace(/\/api\/v2\/$/, '')}/pay/?pidx=${pidx}`,
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
        expires_in: 1800,
      });
    }
    if (request.method === 'POST' && url.pathname === '/api/v2/epayment/lookup/') {
      const payment = payments.get(String(asked.pidx));
      if (!payment) return sendJson(response, 404, { detail: 'Not found.', error_key: 'validation_error' });
      return sendJson(response, 200, {
        pidx: payment.pidx,
        total_amount: payment.amount,
        status: payment.status,
        transaction_id: payment.status === 'Completed' ? `T${payment.pidx.slice(0, 8)}` : null,
        fee: 0,
        refunded: payment.status === 'Refunded',
        ...standIn.lookupOverride,
      });
    }
    sendJson(response, 404, { detail: 'Not found.' });
  });
  standIn.apiUrl = `${server.origin}/api/v2/`;
  standIn.close = server.close;
  return standIn;
}
