import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isOnlinePayment, type KitchenSettings, PAYMENT_METHOD_NAMES, PAYMENT_METHODS, type PaymentMethod } from '@chulo/domain';
import { type Checkout, messages, type Order, type StaffOrder } from '@chulo/api-client/contract';
import { findOrder, type StoredOrder } from '../../data/order-rows.ts';
import { moveOrderRow } from '../../data/order-writes.ts';
import {
  attemptById,
  attemptByReference,
  insertAttempt,
  markRefund,
  openAttempts,
  ordersPastPayBy,
  type PaymentAttemptRow,
  refundDueOf,
  setReference,
  settleAttempt,
} from '../../data/payment-attempts.ts';
import type { Database } from '../../data/schema.ts';
import { inTransaction } from '../../data/transaction.ts';
import type { ShopEvents } from '../../live/shop-events.ts';
import { ClientError, orderNotFound } from '../../refusals.ts';
import type { Clock } from '../clock.ts';
import type { KitchenPace } from '../kitchen-pace.ts';
import { normalizeOrderId } from '../order-id.ts';
import { toPublicOrder, toStaffOrder } from '../order-views.ts';
import { admitToKitchen } from './kitchen-admission.ts';
import { ProviderUnavailable } from './provider-call.ts';
import type { AttemptToPay, ProviderWord, ReturnAddresses } from './wallet.ts';
import type { Wallets } from './wallets.ts';

/** An open attempt is asked about again once this long has passed since it was started or last asked. */
const ASK_AGAIN_MS = 60_000;
/** The most attempts, and orders past their window, one round of the reconciler takes. */
const ROUND_SIZE = 50;

export interface PayingOnlineOptions {
  db: Kysely<Database>;
  wallets: Wallets;
  kitchen: KitchenSettings;
  events: ShopEvents;
  pace: KitchenPace;
  clock: Clock;
  windowMinutes: number;
  /** PUBLIC_URL: every address a provider sends a customer back to starts with it. */
  publicUrl: string | null;
  warn: (context: object, message: string) => void;
}

/**
 * Orders paid with a wallet: starting a payment, the provider's returns, the reconciler's rounds,
 * and the switch to cash. An order becomes paid only on the provider's own answer, and once.
 */
export class PayingOnline {
  readonly #options: PayingOnlineOptions;

  constructor(options: PayingOnlineOptions) {
    this.#options = options;
  }

  get windowMinutes(): number {
    return this.#options.windowMinutes;
  }

  /** How customers may pay: cash first, then the wallets set up and the rider's QR; null with no wallet (SPEC's cash only). */
  offered(): PaymentMethod[] | null {
    const { wallets } = this.#options;
    if (!wallets.khalti && !wallets.esewa) return null;
    return PAYMENT_METHODS.filter((method) => !isOnlinePayment(method) || wallets[method] !== undefined);
  }

  takes(method: PaymentMethod): boolean {
    return method === 'cash' || (this.offered()?.includes(method) ?? false);
  }

  /** The customer pays an order awaiting payment: with a wallet (again), or at the door instead. */
  async pay(rawId: string, method: PaymentMethod): Promise<{ order: Order; checkout?: Checkout }> {
    const id = normalizeOrderId(rawId);
    const { db, clock } = this.#options;
    const row = await db.selectFrom('orders').select(['status', 'pay_by', 'order_price', 'priority_price']).where('id', '=', id).executeTakeFirst();
    if (!row) throw orderNotFound(id);
    if (!this.takes(method)) throw new ClientError(409, messages.paymentNotOffered(PAYMENT_METHOD_NAMES[method]));
    if (row.status !== 'awaiting-payment') throw new ClientError(409, messages.orderNotAwaitingPayment(id, row.status));
    const now = clock();
    if (row.pay_by !== null && row.pay_by <= now) throw new ClientError(409, messages.PAYMENT_WINDOW_OVER);
    if (!isOnlinePayment(method)) {
      await this.#admit(id, method, now);
      return { order: await this.#publicOrder(id) };
    }
    const wallet = this.#options.wallets[method];
    if (!wallet) throw new ClientError(409, messages.paymentNotOffered(PAYMENT_METHOD_NAMES[method]));
    const attempt: AttemptToPay = { id: `${id}-${randomBytes(4).toString('hex')}`, orderId: id, amount: row.order_price + row.priority_price, reference: null };
    await inTransaction(db, async (trx) => {
      await insertAttempt(trx, { id: attempt.id, order_id: id, amount: attempt.amount, reference: null, provider: method, state: 'open', provider_status: null, created_at: now, checked_at: null, settled_at: null, refund: null });
      await trx.updateTable('orders').set({ payment_method: method }).where('id', '=', id).execute();
    });
    try {
      const started = await wallet.start(attempt, this.#returns(method, attempt.id));
      if (started.reference !== null) await setReference(db, attempt.id, started.reference);
      this.#options.events.publish('order', [id]);
      return { order: await this.#publicOrder(id), checkout: started.checkout };
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      // Never started, so nothing to follow: the customer may try again, or pay cash.
      await settleAttempt(db, attempt.id, { state: 'unpaid', status: 'no answer to starting', at: clock() });
      this.#options.warn({ order: id, provider: method, err: error }, 'a payment could not be started');
      throw new ClientError(503, messages.PROVIDER_UNAVAILABLE);
    }
  }

  /** Khalti sent the customer back: its lookup of the pidx, one this shop started, decides. Answers the order's page. */
  async returnFromKhalti(pidx: string): Promise<string> {
    const attempt = await attemptByReference(this.#options.db, 'khalti', pidx);
    if (!attempt) throw new ClientError(404, messages.PAYMENT_RETURN_UNKNOWN);
    await this.settle(attempt);
    return this.#orderPage(attempt.order_id);
  }

  /** eSewa sent the customer back after paying: a return whose signature or fields do not hold is not acted on; the status check decides. */
  async returnFromEsewa(data: string): Promise<string> {
    const signed = this.#options.wallets.esewa?.readReturn(data) ?? null;
    const attempt = signed && (await attemptById(this.#options.db, signed.attemptId));
    if (!signed || !attempt || attempt.provider !== 'esewa') throw new ClientError(404, messages.PAYMENT_RETURN_UNKNOWN);
    if (signed.amount === attempt.amount) await this.settle(attempt);
    else this.#options.warn({ order: attempt.order_id, attempt: attempt.id }, 'an eSewa return for another amount than the order’s');
    return this.#orderPage(attempt.order_id);
  }

  /** eSewa sent the customer back after a failure or a cancel: nothing in it is signed, so eSewa is asked. */
  async returnAfterEsewaFailure(attemptId: string): Promise<string> {
    const attempt = await attemptById(this.#options.db, attemptId);
    if (!attempt || attempt.provider !== 'esewa') throw new ClientError(404, messages.PAYMENT_RETURN_UNKNOWN);
    await this.settle(attempt);
    return this.#orderPage(attempt.order_id);
  }

  /**
   * Asks the provider about an attempt and writes its word. Paid: the order joins the kitchen, or,
   * cancelled or paid otherwise meanwhile, its payment is flagged for a refund. A provider that does
   * not answer leaves the attempt open, for the reconciler's next round.
   */
  async settle(attempt: PaymentAttemptRow): Promise<void> {
    const { db, wallets, clock, events } = this.#options;
    const wallet = wallets[attempt.provider];
    if (!wallet || attempt.state === 'paid' || attempt.state === 'unpaid') return;
    let word: ProviderWord;
    try {
      word = await wallet.check({ id: attempt.id, orderId: attempt.order_id, amount: attempt.amount, reference: attempt.reference });
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      this.#options.warn({ order: attempt.order_id, attempt: attempt.id, err: error }, 'a payment provider did not answer; the payment stays open');
      return;
    }
    const now = clock();
    const busyMinutes = word.state === 'paid' ? await this.#options.pace.busyMinutes(now) : 0;
    const changed = await inTransaction(db, async (trx) => {
      if (!(await settleAttempt(trx, attempt.id, { ...word, at: now }))) return [];
      if (word.state !== 'paid') return [attempt.order_id];
      const admitted = await admitToKitchen(trx, { id: attempt.order_id, method: attempt.provider, kitchen: this.#options.kitchen, now, busyMinutes });
      if (admitted) return admitted;
      await markRefund(trx, attempt.id, 'due');
      return [attempt.order_id];
    });
    if (word.state === 'held') this.#options.warn({ order: attempt.order_id, attempt: attempt.id, status: word.status }, 'a payment provider answered what the shop must look at');
    events.publish('order', [...new Set(changed)]);
  }

  /**
   * One round of the reconciler: asks again about every attempt still open (a lost return, a closed
   * browser), then cancels the orders whose window is over, after one last question about theirs.
   */
  async reconcile(now = this.#options.clock()): Promise<void> {
    const { db } = this.#options;
    for (const attempt of await openAttempts(db, { askedBefore: now - ASK_AGAIN_MS, limit: ROUND_SIZE })) await this.settle(attempt);
    const overdue = (await ordersPastPayBy(db, now, ROUND_SIZE)).map((order) => order.id);
    if (overdue.length === 0) return;
    for (const attempt of await openAttempts(db, { askedBefore: now, orderIds: overdue, limit: ROUND_SIZE })) await this.settle(attempt);
    const cancelled: string[] = [];
    for (const id of overdue) {
      const moved = await inTransaction(db, (trx) => moveOrderRow(trx, { id, from: 'awaiting-payment', to: 'cancelled', estimate: null, at: now, closes: true }));
      if (moved) cancelled.push(id);
    }
    this.#options.events.publish('order', cancelled);
  }

  /** The owner refunded, in the provider's portal, a payment made for an order cancelled meanwhile. */
  async recordRefund(rawId: string): Promise<StaffOrder> {
    const id = normalizeOrderId(rawId);
    const { db } = this.#options;
    const stored = await findOrder(db, id);
    if (!stored) throw orderNotFound(id);
    const due = await refundDueOf(db, id);
    if (!due || !(await markRefund(db, due.id, 'refunded'))) throw new ClientError(409, messages.noRefundDue(id));
    this.#options.events.publish('order', [id]);
    return toStaffOrder((await findOrder(db, id)) as StoredOrder);
  }

  async #admit(id: string, method: PaymentMethod, now: number): Promise<void> {
    const busyMinutes = await this.#options.pace.busyMinutes(now);
    const changed = await inTransaction(this.#options.db, (trx) => admitToKitchen(trx, { id, method, kitchen: this.#options.kitchen, now, busyMinutes }));
    if (!changed) throw new ClientError(409, messages.orderChangedMeanwhile(id));
    this.#options.events.publish('order', [...new Set(changed)]);
  }

  async #publicOrder(id: string): Promise<Order> {
    return toPublicOrder((await findOrder(this.#options.db, id)) as StoredOrder);
  }

  #returns(method: 'khalti' | 'esewa', attemptId: string): ReturnAddresses {
    const base = this.#base();
    return {
      website: `${base}/`,
      success: `${base}/api/payments/${method}/return`,
      failure: `${base}/api/payments/esewa/${encodeURIComponent(attemptId)}/failed`,
    };
  }

  #orderPage(orderId: string): string {
    return `${this.#base()}/order/${orderId}`;
  }

  #base(): string {
    const { publicUrl } = this.#options;
    // buildShop refuses to start with a wallet and no PUBLIC_URL.
    if (publicUrl === null) throw new Error('PUBLIC_URL is needed to take payments online');
    return publicUrl;
  }
}
