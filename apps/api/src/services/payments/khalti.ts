import * as z from 'zod/mini';
import type { PaymentState } from '@chulo/domain';
import { askProvider } from './provider-call.ts';
import type { AttemptToPay, ProviderWord, ReturnAddresses, Wallet } from './wallet.ts';

/** Khalti's web checkout (KPG-2), as docs.khalti.com describes it: initiate, send the customer to `payment_url`, look the `pidx` up. */

const InitiateAnswer = z.object({ pidx: z.string().check(z.minLength(1)), payment_url: z.url() });
const LookupAnswer = z.object({ pidx: z.string(), total_amount: z.number(), status: z.string() });

/** What each status of Khalti's lookup means for the order; any other is held for the owner to look at. */
const STATES: Readonly<Record<string, PaymentState>> = {
  Completed: 'paid',
  Pending: 'open',
  Initiated: 'open',
  Expired: 'unpaid',
  'User canceled': 'unpaid',
};

export class Khalti implements Wallet {
  readonly method = 'khalti';
  readonly #apiUrl: string;
  readonly #secretKey: string;

  constructor({ apiUrl, secretKey }: { apiUrl: string; secretKey: string }) {
    this.#apiUrl = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
    this.#secretKey = secretKey;
  }

  async start(attempt: AttemptToPay, returns: ReturnAddresses) {
    const answer = await this.#post('epayment/initiate/', InitiateAnswer, {
      return_url: returns.success,
      website_url: returns.website,
      amount: attempt.amount,
      purchase_order_id: attempt.id,
      purchase_order_name: `Pizza order ${attempt.orderId}`,
    });
    return { checkout: { provider: 'khalti' as const, url: answer.payment_url }, reference: answer.pidx };
  }

  /** Completed counts only for the pidx started for this attempt and the amount due; a lookup saying otherwise is held. */
  async check(attempt: AttemptToPay): Promise<ProviderWord> {
    if (attempt.reference === null) return { state: 'unpaid', status: 'never started' };
    const answer = await this.#post('epayment/lookup/', LookupAnswer, { pidx: attempt.reference });
    const state = STATES[answer.status] ?? 'held';
    if (state === 'paid' && (answer.pidx !== attempt.reference || answer.total_amount !== attempt.amount)) {
      return { state: 'held', status: `${answer.status}, but for ${answer.pidx} of ${answer.total_amount} paisa` };
    }
    return { state, status: answer.status };
  }

  #post<Schema extends z.ZodMiniType>(path: string, schema: Schema, body: object) {
    return askProvider('Khalti', new URL(path, this.#apiUrl), {
      method: 'POST',
      headers: { authorization: `Key ${this.#secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }, schema);
  }
}
