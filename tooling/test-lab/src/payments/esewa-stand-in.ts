import { createHmac, randomBytes } from 'node:crypto';
import { sendJson, sendPaymentPage, startStandInServer } from './stand-in-server.ts';

/**
 * eSewa's ePay v2 as developer.esewa.com.np describes it, on loopback, for tests: the customer's
 * browser posts the merchant's signed form (HMAC-SHA256, base64, over `signed_field_names`); paid,
 * eSewa sends it to `success_url?data=` with base64 JSON signed the same way over its own fields;
 * failed or cancelled, to `failure_url`; the status check answers by `product_code`,
 * `total_amount` and `transaction_uuid`. Knobs: any status, returns signed with another key or
 * carrying another amount (forged), and silence (a timeout).
 */

/** Every status the status check documents. */
export type EsewaStatus = 'PENDING' | 'COMPLETE' | 'FULL_REFUND' | 'PARTIAL_REFUND' | 'AMBIGUOUS' | 'NOT_FOUND' | 'CANCELED';

export interface EsewaTransaction {
  uuid: string;
  totalAmount: string;
  successUrl: string;
  failureUrl: string;
  status: EsewaStatus;
  refId: string;
}

export interface EsewaStandIn {
  /** ESEWA_FORM_URL and ESEWA_STATUS_URL for the shop. */
  formUrl: string;
  statusUrl: string;
  transactions: Map<string, EsewaTransaction>;
  /** Posts a form as the customer's browser does; answers the payment page's status. */
  post(fields: Record<string, string>): Promise<number>;
  /** The customer pays: COMPLETE, and the success address with its signed data (or forged: `signedWith` another key, fields `changed` after signing). */
  pay(uuid: string, forge?: { signedWith?: string; changed?: Record<string, string> }): string;
  /** The customer cancels: CANCELED, and the failure address. */
  cancel(uuid: string): string;
  /** While true, the stand-in takes requests and never answers them. */
  silent: boolean;
  close(): Promise<void>;
}

const sign = (secret: string, fields: Record<string, string>, names: string) =>
  createHmac('sha256', secret)
    .update(names.split(',').map((name) => `${name}=${fields[name] ?? ''}`).join(','))
    .digest('base64');

export async function startEsewaStandIn({ productCode, secretKey }: { productCode: string; secretKey: string }): Promise<EsewaStandIn> {
  const transactions = new Map<string, EsewaTransaction>();
  const find = (uuid: string) => {
    const transaction = transactions.get(uuid);
    if (!transaction) throw new Error(`No transaction ${uuid}`);
    return transaction;
  };
  const pay: EsewaStandIn['pay'] = (uuid, forge = {}) => {
    const transaction = find(uuid);
    transaction.status = 'COMPLETE';
    const names = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
    const fields: Record<string, string> = {
      transaction_code: transaction.refId,
      status: 'COMPLETE',
      total_amount: transaction.totalAmount,
      transaction_uuid: uuid,
      product_code: productCode,
      signed_field_names: names,
    };
    const data = { ...fields, signature: sign(forge.signedWith ?? secretKey, fields, names), ...forge.changed };
    const url = new URL(transaction.successUrl);
    url.searchParams.set('data', Buffer.from(JSON.stringify(data)).toString('base64'));
    return url.toString();
  };
  const cancel = (uuid: string) => {
    const transaction = find(uuid);
    transaction.status = 'CANCELED';
    return transaction.failureUrl;
  };

  const standIn: EsewaStandIn = { formUrl: '', statusUrl: '', transactions, post: async () => 0, pay, cancel, silent: false, close: async () => {} };
  const server = await startStandInServer((request, body, response, url) => {
    if (standIn.silent) return;
    if (request.method === 'POST' && url.pathname === '/api/epay/main/v2/form') {
      const fields = Object.fromEntries(new URLSearchParams(body));
      const names = fields.signed_field_names ?? '';
      if (fields.product_code !== productCode || !names || sign(secretKey, fields, names) !== fields.signature) {
        return sendJson(response, 400, { code: 0, error_message: 'Invalid payload signature.' });
      }
      const uuid = fields.transaction_uuid ?? '';
      transactions.set(uuid, {
        uuid,
        totalAmount: fields.total_amount ?? '',
        successUrl: fields.success_url ?? '',
        failureUrl: fields.failure_url ?? '',
        status: 'PENDING',
        refId: randomBytes(4).toString('hex').toUpperCase(),
      });
      const step = (to: string) => `/pay/${to}?uuid=${encodeURIComponent(uuid)}`;
      return sendPaymentPage(response, 'eSewa', fields.total_amount ?? '', step('complete'), step('cancel'));
    }
    if (request.method === 'GET' && url.pathname.startsWith('/pay/')) {
      const uuid = url.searchParams.get('uuid') ?? '';
      response.writeHead(302, { location: url.pathname === '/pay/complete' ? pay(uuid) : cancel(uuid) }).end();
      return;
    }
    if (request.method === 'GET' && url.pathname === '/api/epay/transaction/status/') {
      const uuid = url.searchParams.get('transaction_uuid') ?? '';
      const transaction = transactions.get(uuid);
      const known = transaction && url.searchParams.get('product_code') === productCode && url.searchParams.get('total_amount') === transaction.totalAmount;
      return sendJson(response, 200, {
        product_code: url.searchParams.get('product_code'),
        transaction_uuid: uuid,
        total_amount: Number(url.searchParams.get('total_amount')),
        status: known ? transaction.status : 'NOT_FOUND',
        ref_id: known && transaction.status === 'COMPLETE' ? transaction.refId : null,
      });
    }
    sendJson(response, 404, { code: 0, error_message: 'Not found' });
  });
  standIn.formUrl = `${server.origin}/api/epay/main/v2/form`;
  standIn.statusUrl = `${server.origin}/api/epay/transaction/status/`;
  standIn.post = async (fields) => {
    const answer = await fetch(standIn.formUrl, { method: 'POST', body: new URLSearchParams(fields) });
    await answer.body?.cancel();
    return answer.status;
  };
  standIn.close = server.close;
  return standIn;
}
