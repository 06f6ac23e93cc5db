import type { Kysely } from 'kysely';
import { busyMinutesAt, canMove, estimateOnMove, isOpen, KITCHEN_STATUSES, type KitchenSettings, MINUTE, OPEN_STATUSES, planKitchen } from '@chulo/domain';
import { messages, type OrderStatus, type StaffOrder } from '@chulo/api-client/contract';
import { findOrder, kitchenQueue, kitchenTurn, orderForChange, ordersInKitchenTurn, type StoredOrder } from '../data/order-rows.ts';
import { letInHeldOrders, moveOrderRow, setEstimates } from '../data/order-writes.ts';
import type { Database } from '../data/schema.ts';
import { holdLock, inTransaction } from '../data/transaction.ts';
import type { ShopEvents } from '../live/shop-events.ts';
import type { Clock } from './clock.ts';
import type { KitchenPace } from './kitchen-pace.ts';
import { normalizeOrderId } from './order-id.ts';
import { toStaffOrder } from './order-views.ts';
import { ClientError, orderNotFound } from '../refusals.ts';

/** The advisory lock that stands for the kitchen queue (any fixed number unique to this app). */
const KITCHEN_LOCK_ID = 0x70697a7a;

/** The most orders the kitchen's worklist shows at once. */
const WORKLIST_LENGTH = 500;

/**
 * Re-estimating touches every order in the kitchen, so two changes doing it at once would
 * lock the same rows in different orders: each such change first takes the kitchen's lock.
 */
export function lockKitchen(trx: Kysely<Database>): Promise<void> {
  return holdLock(trx, KITCHEN_LOCK_ID);
}

/** Re-estimates every order still in the kitchen, `busyMinutes` on top while the kitchen is busy; returns the ids whose estimate moved. */
export async function replanKitchen(trx: Kysely<Database>, kitchen: KitchenSettings, now: number, busyMinutes: number): Promise<string[]> {
  const queue = await kitchenQueue(trx, KITCHEN_STATUSES);
  const estimates = planKitchen(
    queue.map((row) => ({ ...kitchenTurn(row), pizzaCount: row.pizza_count, createdAt: row.created_at, deliverAt: row.deliver_at })),
    kitchen,
    now,
    busyMinutes,
  );
  // Customers see whole minutes: a shift smaller than that is not worth a write and a push to every page.
  const moved = queue
    .map((row) => ({ id: row.id, before: row.estimated_delivery, estimatedDelivery: estimates.get(row.id) as number }))
    .filter((row) => Math.abs(row.estimatedDelivery - row.before) >= MINUTE)
    // Always in id order, so two replans running at once take their row locks in the same order.
    .sort((a, b) => a.id.localeCompare(b.id));
  await setEstimates(trx, moved);
  return moved.map((row) => row.id);
}

/** The kitchen at work: its worklist, and each order moved one step on (or cancelled), the queue re-planned. */
export class KitchenMoves {
  readonly #db: Kysely<Database>;
  readonly #kitchen: KitchenSettings;
  readonly #events: ShopEvents;
  readonly #clock: Clock;
  readonly #pace: KitchenPace;

  constructor(db: Kysely<Database>, kitchen: KitchenSettings, events: ShopEvents, { clock, pace }: { clock: Clock; pace: KitchenPace }) {
    this.#db = db;
    this.#kitchen = kitchen;
    this.#events = events;
    this.#clock = clock;
    this.#pace = pace;
  }

  /** Staff (or the autopilot) move an order one step on, or cancel it. */
  async moveTo(rawId: string, status: OrderStatus, now = this.#clock()): Promise<StaffOrder> {
    const id = normalizeOrderId(rawId);
    // Read before the transaction, from memory nearly always: SQLite's one connection is the transaction's until it ends.
    const pacing = this.#pace.ready() ?? (await this.#pace.current());
    const changed = await inTransaction(this.#db, async (trx) => {
      await lockKitchen(trx);
      const row = await orderForChange(trx, id);
      if (!row) throw orderNotFound(id);
      const from = row.status as OrderStatus;
      if (!canMove(from, status)) throw new ClientError(409, messages.orderCannotMove(id, from, status));
      const estimate = estimateOnMove(status, row.priority === 1, this.#kitchen, now);
      if (!(await moveOrderRow(trx, { id, from, to: status, estimate, at: now, closes: !isOpen(status) }))) throw new ClientError(409, messages.orderChangedMeanwhile(id));
      return [id, ...(await replanKitchen(trx, this.#kitchen, now, busyMinutesAt(pacing, now)))];
    });
    this.#events.publish('order', [...new Set(changed)]);
    const stored = await findOrder(this.#db, id);
    return toStaffOrder(stored as StoredOrder);
  }

  /**
   * Lets the orders for later whose baking must start by `now` into the queue, which is re-planned
   * with them; the board moves them out of "Later" when their change is published.
   */
  async releaseHeldOrders(now = this.#clock()): Promise<string[]> {
    const pacing = this.#pace.ready() ?? (await this.#pace.current());
    const changed = await inTransaction(this.#db, async (trx) => {
      await lockKitchen(trx);
      const released = await letInHeldOrders(trx, now);
      return released.length === 0 ? [] : [...released, ...(await replanKitchen(trx, this.#kitchen, now, busyMinutesAt(pacing, now)))];
    });
    if (changed.length > 0) this.#events.publish('order', [...new Set(changed)]);
    return changed;
  }

  /** The kitchen's worklist: orders not yet delivered or cancelled, in the kitchen's turn. */
  async openOrders(status?: OrderStatus): Promise<StaffOrder[]> {
    return (await ordersInKitchenTurn(this.#db, status ? [status] : OPEN_STATUSES, WORKLIST_LENGTH)).map(toStaffOrder);
  }

  async findForStaff(rawId: string): Promise<StaffOrder> {
    const id = normalizeOrderId(rawId);
    const stored = await findOrder(this.#db, id);
    if (!stored) throw orderNotFound(id);
    return toStaffOrder(stored);
  }
}
