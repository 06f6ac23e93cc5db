import type { Kysely } from 'kysely';
import type { OrderStatus } from '@chulo/api-client/contract';
import { OPEN_STATUSES } from '../data/order-rows.ts';
import type { Database } from '../data/schema.ts';
import { ClientError } from './errors.ts';
import { deliveryMinutes, type KitchenSettings } from './kitchen-plan.ts';
import type { OrderDesk } from './order-desk.ts';

const MINUTE = 60_000;

export interface AutopilotOrder {
  status: OrderStatus;
  priority: boolean;
  createdAt: number;
  estimatedDelivery: number;
}

/**
 * Demo mode's kitchen, on the estimate's own schedule: into the oven halfway to
 * departure, out with the rider when the ride must start, delivered on time.
 */
export function dueStatus(order: AutopilotOrder, settings: KitchenSettings, now: number): OrderStatus | null {
  const leavesAt = order.estimatedDelivery - deliveryMinutes(order.priority, settings) * MINUTE;
  if (order.status === 'preparing' && now >= order.createdAt + (leavesAt - order.createdAt) / 2) return 'baking';
  if (order.status === 'baking' && now >= leavesAt) return 'delivering';
  if (order.status === 'delivering' && now >= order.estimatedDelivery) return 'delivered';
  return null;
}

/** Runs the kitchen by itself while `mode` says so ('auto': as long as no staff account exists). */
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
