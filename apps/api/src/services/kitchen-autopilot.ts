import type { Kysely } from 'kysely';
import { dueStatus, type KitchenSettings, OPEN_STATUSES } from '@chulo/domain';
import type { OrderStatus } from '@chulo/api-client/contract';
import type { Database } from '../data/schema.ts';
import { ClientError } from './refusals.ts';
import type { OrderDesk } from './order-intake.ts';

/**
 * Demo mode's kitchen: runs by itself while `mode` says so ('auto': as long as no staff
 * account exists), moving each open order on when the kitchen's schedule says it is due.
 */
export class KitchenAutopilot {
  readonly #db: Kysely<Database>;
  readonly #orders: OrderDesk;
  readonly #settings: KitchenSettings;
  readonly #engaged: () => Promise<boolean>;
  readonly #onError: (error: unknown) => void;
  #timer: NodeJS.Timeout | null = null;

  constructor(options: {
    db: Kysely<Database>;
    orders: OrderDesk;
    settings: KitchenSettings;
    engaged: () => Promise<boolean>;
    onError: (error: unknown) => void;
  }) {
    this.#db = options.db;
    this.#orders = options.orders;
    this.#settings = options.settings;
    this.#engaged = options.engaged;
    this.#onError = options.onError;
  }

  start(intervalMs = 5_000): void {
    this.#timer = setInterval(() => this.tick().catch(this.#onError), intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  async tick(now = Date.now()): Promise<void> {
    if (!(await this.#engaged())) return;
    const open = await this.#db
      .selectFrom('orders')
      .select(['id', 'status', 'priority', 'created_at', 'estimated_delivery'])
      .where('status', 'in', OPEN_STATUSES)
      .orderBy('estimated_delivery')
      .limit(200)
      .execute();
    for (const row of open) {
      const next = dueStatus(
        { status: row.status as OrderStatus, priority: row.priority === 1, createdAt: row.created_at, estimatedDelivery: row.estimated_delivery },
        this.#settings,
        now,
      );
      if (!next) continue;
      // Another instance's autopilot or a member of staff may have moved it first.
      await this.#orders.moveTo(row.id, next, now).catch((error: unknown) => {
        if (!(error instanceof ClientError)) throw error;
      });
    }
  }
}
