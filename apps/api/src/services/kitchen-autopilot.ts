import type { Kysely } from 'kysely';
import { dueStatus, type KitchenSettings, OPEN_STATUSES } from '@chulo/domain';
import type { OrderStatus } from '@chulo/api-client/contract';
import { ordersByDueTime } from '../data/order-rows.ts';
import type { Database } from '../data/schema.ts';
import type { KitchenMoves } from './kitchen-moves.ts';
import { ClientError } from '../refusals.ts';

/**
 * Demo mode's kitchen: runs by itself while `mode` says so ('auto': as long as no staff
 * account exists), moving each open order on when the kitchen's schedule says it is due.
 */
export class KitchenAutopilot {
  readonly #db: Kysely<Database>;
  readonly #kitchen: KitchenMoves;
  readonly #settings: KitchenSettings;
  readonly #engaged: () => Promise<boolean>;
  readonly #onError: (error: unknown) => void;
  #timer: NodeJS.Timeout | null = null;

  constructor(options: {
    db: Kysely<Database>;
    kitchen: KitchenMoves;
    settings: KitchenSettings;
    engaged: () => Promise<boolean>;
    onError: (error: unknown) => void;
  }) {
    this.#db = options.db;
    this.#kitchen = options.kitchen;
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
    const open = await ordersByDueTime(this.#db, OPEN_STATUSES, 200);
    for (const row of open) {
      const next = dueStatus(
        { status: row.status as OrderStatus, priority: row.priority === 1, createdAt: row.created_at, estimatedDelivery: row.estimated_delivery, bakeFrom: row.bake_from },
        this.#settings,
        now,
      );
      if (!next) continue;
      // Another instance's autopilot or a member of staff may have moved it first.
      await this.#kitchen.moveTo(row.id, next, now).catch((error: unknown) => {
        if (!(error instanceof ClientError)) throw error;
      });
    }
  }
}
