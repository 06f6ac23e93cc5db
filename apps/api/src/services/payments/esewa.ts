import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { type PaymentState, toRupees } from '@chulo/domain';
import { askProvider, paisaOf } from './provider-call.ts';
import type { AttemptToPay, ProviderWord, ReturnAddresses, Wallet } from './wallet.ts';

/**
 * eSewa's ePay v2, as developer.esewa.com.np describes it: the browser posts a form signed with
 * HMAC-SHA256 (base64) over `total_amount,transaction_uuid,product_code`; eSewa returns it to the
 * success address with `data`, base64 JSON signed over its own `signed_field_names`; the status
 * check has the last word.
 */

const SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';
const Amount = z.union([z.string(), z.number()]);

const ReturnAnswer = z.looseObject({
  status: z.string(),
  total_amount: Amount,
  transaction_uuid: z.string(),
  product_code: z.string(),
  signed_field_names: z.string(),
  signature: z.string(),
});
const StatusAnswer = z.object({
  product_code: z.string(),
  transaction_uuid: z.string(),
  total_amount: Amount,
  status: z.string(),
  ref_id: z.optional(z.nullable(z.string())),
});

/** What each status of eSewa's check means for the order; any other (a refund) is held for the owner to look at. */
const STATES: Readonly<Record<string, PaymentState>> = {
  COMPLETE: 'paid',
  PENDING: 'open',
  AMBIGUOUS: 'open',
  NOT_FOUND: 'unpaid',
  CANCELED: 'unpaid',
};

/** A return whose signature and fields hold: the attempt it names. */
export interface SignedReturn {
  attemptId: string;
  amount: number;
}

export class Esewa implements Wallet {
  readonly method = 'esewa';
  readonly #productCode: string;
  readonly #secretKey: string;
  readonly #formUrl: string;
  readonly #statusUrl: string;

  constructor({ productCode, secretKey, formUrl, statusUrl }: { productCode: string; secretKey: string; formUrl: string; statusUrl: string }) {
    this.#productCode = productCode;
    this.#secretKey = secretKey;
    this.#formUrl = formUrl;
    this.#statusUrl = statusUrl;
  }

  /** Nothing to ask eSewa yet: the form, signed here, is all the browser needs. */
  async start(attempt: AttemptToPay, returns: ReturnAddresses) {
    const total = String(toRupees(attempt.amount));
    const fields = {
      amount: total,
      tax_amount: '0',
      total_amount: total,
      transaction_uuid: attempt.id,
      product_code: this.#productCode,
      product_service_charge: '0',
      product_delivery_charge: '0',
      success_url: returns.success,
      failure_url: returns.failure,
      signed_field_names: SIGNED_FIELDS,
      signature: this.#sign(`total_amount=${total},transaction_uuid=${attempt.id},product_code=${this.#productCode}`),
    };
    return { checkout: { provider: 'esewa' as const, action: this.#formUrl, fields }, reference: null };
  }

  /**
   * eSewa's return, if its signature (compared in constant time) holds over every field it names,
   * and it is for this shop's product; null for anything else. Whether it is paid is still the
   * status check's to say.
   */
  readReturn(data: string): SignedReturn | null {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    } catch {
      return null;
    }
    const answer = z.safeParse(ReturnAnswer, decoded);
    if (!answer.success) return null;
    const fields = answer.data as Record<string, unknown>;
    const names = answer.data.signed_field_names.split(',');
    if (!names.includes('total_amount') || !names.includes('transaction_uuid') || !names.includes('product_code')) return null;
    const message = names.map((name) => `${name}=${String(fields[name] ?? '')}`).join(',');
    if (!sameText(this.#sign(message), answer.data.signature) || answer.data.product_code !== this.#productCode) return null;
    return { attemptId: answer.data.transaction_uuid, amount: paisaOf(answer.data.total_amount) };
  }

  async check(attempt: AttemptToPay): Promise<ProviderWord> {
    const url = new URL(this.#statusUrl);
    url.searchParams.set('product_code', this.#productCode);
    url.searchParams.set('total_amount', String(toRupees(attempt.amount)));
    url.searchParams.set('transaction_uuid', attempt.id);
    const answer = await askProvider('eSewa', url, { headers: { accept: 'application/json' } }, StatusAnswer);
    const state = STATES[answer.status] ?? 'held';
    const matches = answer.transaction_uuid === attempt.id && answer.product_code === this.#productCode && paisaOf(answer.total_amount) === attempt.amount;
    if (state === 'paid' && !matches) return { state: 'held', status: `${answer.status}, but for ${answer.transaction_uuid} of ${answer.total_amount}` };
    return { state, status: answer.status, ...(answer.ref_id ? { reference: answer.ref_id } : {}) };
  }

  #sign(message: string): string {
    return createHmac('sha256', this.#secretKey).update(message).digest('base64');
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
