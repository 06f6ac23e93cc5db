import type { NewOrder, Order } from '@chulo/api-client/contract';
import { type LoopbackAnswer, requestFrom } from './loopback-http.ts';

/** What one attempt got: the status, or the network error that cut it off. */
export type CheckoutAttempt = { status: number } | { error: string };

export interface RetriedCheckout {
  key: string;
  checkout: NewOrder;
  /** Every attempt in turn; more than one when an answer was lost. */
  attempts: CheckoutAttempt[];
  /** The order the last attempt answered with (201), if it did. */
  order: Order | null;
  /** Whether that answer was a replay of an order stored by an earlier attempt (`Idempotent-Replayed: true`). */
  replayed: boolean;
  /** The last answer's status and message when it was neither a 201 nor a lost answer. */
  refusal: string | null;
  /** When the first attempt was sent (Date.now()), and how long until the last answer, retries included. */
  startedAt: number;
  ms: number;
}

export interface RetryOptions {
  key: string;
  /** The customer's own loopback address (see customerAddress). */
  from: string;
  maxAttempts?: number;
  retryDelayMs?: number;
}

/** POST /api/order from the customer's own loopback address `from` (see customerAddress). */
export function postCheckoutFrom(from: string, baseUrl: string, checkout: NewOrder, headers: Record<string, string> = {}): Promise<LoopbackAnswer> {
  return requestFrom(from, `${baseUrl}/api/order`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(checkout) });
}

/**
 * An answer that says nothing of the order: the connection was cut (the instance died mid-checkout)
 * or the balancer answered for an instance it could not reach. The order may or may not exist.
 */
const lostAnswer = (attempt: CheckoutAttempt) => 'error' in attempt || [502, 503, 504].includes(attempt.status);

/**
 * POST /api/order through `baseUrl` as a careful client does: when the answer is lost, the same body
 * again with the same Idempotency-Key, so that the checkout lands exactly once whichever instance
 * takes the retry. Gives up after `maxAttempts`.
 */
export async function checkOutWithRetries(
  baseUrl: string,
  checkout: NewOrder,
  { key, from, maxAttempts = 10, retryDelayMs = 250 }: RetryOptions,
): Promise<RetriedCheckout> {
  const startedAt = Date.now();
  const attempts: CheckoutAttempt[] = [];
  let answer: LoopbackAnswer | undefined;
  while (attempts.length < maxAttempts) {
    if (attempts.length > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    try {
      answer = await postCheckoutFrom(from, baseUrl, checkout, { 'idempotency-key': key });
      attempts.push({ status: answer.status });
      if (!lostAnswer(answer)) break;
    } catch (error) {
      answer = undefined;
      attempts.push({ error: (error as Error).message });
    }
  }
  const answered = answer && !lostAnswer(answer) ? answer : undefined;
  const refusal = !answered ? `no answer in ${maxAttempts} attempts` : answered.status === 201 ? null : `${answered.status} ${JSON.stringify(answered.json)}`;
  return {
    key,
    checkout,
    attempts,
    order: refusal === null ? answered!.json.data : null,
    replayed: answered?.headers['idempotent-replayed'] === 'true',
    refusal,
    startedAt,
    ms: Date.now() - startedAt,
  };
}
