import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { takeLease } from '../../data/leases.ts';
import type { Database } from '../../data/schema.ts';
import type { Clock } from '../clock.ts';
import type { PayingOnline } from './paying-online.ts';

/** How often the instance holding the lease asks about open payments; eSewa asks merchants to check after five minutes without an answer. */
const ROUND_EVERY_MS = 20_000;
/** Longer than a round's interval, so the holder keeps its lease; an instance gone, another takes over after it. */
const LEASE_MS = 60_000;

/**
 * Asks the providers again about every open payment and cancels orders unpaid past their window,
 * on one instance at a time behind a load balancer: each round first takes (or keeps) the
 * `payments` lease. Two rounds at once would still mark a payment paid only once (PayingOnline).
 */
export class PaymentReconciler {
  readonly #holder = randomUUID();
  readonly #db: Kysely<Database>;
  readonly #paying: PayingOnline;
  readonly #clock: Clock;
  readonly #onError: (error: unknown) => void;
  #timer: NodeJS.Timeout | null = null;

  constructor({ db, paying, clock, onError }: { db: Kysely<Database>; paying: PayingOnline; clock: Clock; onError: (error: unknown) => void }) {
    this.#db = db;
    this.#paying = paying;
    this.#clock = clock;
    this.#onError = onError;
  }

  start(intervalMs = ROUND_EVERY_MS): void {
    this.#timer = setInterval(() => this.round().catch(this.#onError), intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** One round, if this instance holds the lease; true when it ran. */
  async round(now = this.#clock()): Promise<boolean> {
    if (!(await takeLease(this.#db, { name: 'payments', holder: this.#holder, now, until: now + LEASE_MS }))) return false;
    await this.#paying.reconcile(now);
    return true;
  }
}
