import type { Kysely } from 'kysely';
import {
  bakingMinutes,
  canMove,
  cartItem,
  estimateDelivery,
  estimateOnMove,
  getTotalCartPrice,
  getTotalCartQuantity,
  isOpen,
  KITCHEN_STATUSES,
  type KitchenSettings,
  mergeLines,
  MINUTE,
  OPEN_STATUSES,
  planKitchen,
  priorityFee,
  toPaisa,
  toRupees,
} from '@chulo/domain';
import type { Order, OrderStatus, StaffOrder, ValidNewOrder } from '@chulo/api-client/contract';
import { messages } from '@chulo/api-client/contract';
import { GroupCommit } from '../data/group-commit.ts';
import {
  findOrder,
  inKitchenTurn,
  kitchenBacklog,
  kitchenTurn,
  loadOrders,
  type OrderLineRow,
  type OrderRow,
  type StoredOrder,
} from '../data/order-rows.ts';
import type { DatabaseKind } from '../data/database.ts';
import type { Database } from '../data/schema.ts';
import { holdLock, inTransaction } from '../data/transaction.ts';
import { ClientError, orderNotFound } from './refusals.ts';
import { orderRequestDigest, scopedIdempotencyKey } from './idempotency.ts';
import { newOrderId, normalizeOrderId } from './order-id.ts';
import { toPublicOrder, toStaffOrder } from './order-views.ts';
import type { ShopEvents } from '../live/shop-events.ts';
import { areaRefusal, closedRefusal, type ShopSettingsKeeper } from './shop-settings-keeper.ts';
import type { Clock } from './clock.ts';

interface PlaceRequest {
  order: ValidNewOrder;
  /** The customer's key, scoped to them, and what it was sent with; null without a key. */
  idempotency: StoredIdempotency | null;
}

/** A checkout's key as stored beside its order (idempotency.ts). */
interface StoredIdempotency {
  key: string;
  request: string;
}

/** Each request in a batch ends as a new order, a replay of an earlier one, or a refusal. */
type PlaceOutcome = { created: StoredOrder } | { replayOf: string } | { refused: ClientError };

/** What the kitchen takes: orders it can cook, while its queue is one it can work through. */
export interface OrderIntake {
  /** The most pizzas in one order. */
  maxPizzas: number;
  /** The longest the queue ahead of a new order may be, in baking time. */
  maxQueueMinutes: number;
}

/** Keeps each multi-row insert well under SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_INSERT = 1000;

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** The advisory lock that stands for the kitchen queue (any fixed number unique to this app). */
const KITCHEN_LOCK_ID = 0x70697a7a;

/** Takes orders, looks them up, makes them priority and moves them through the kitchen. */
export class OrderDesk {
  readonly #db: Kysely<Database>;
  readonly #kitchen: KitchenSettings;
  readonly #intake: OrderIntake;
  readonly #events: ShopEvents;
  readonly #placing: GroupCommit<PlaceRequest, PlaceOutcome>;
  readonly #settings: ShopSettingsKeeper;
  readonly #clock: Clock;

  constructor(
    db: Kysely<Database>,
    kitchen: KitchenSettings,
    intake: OrderIntake,
    events: ShopEvents,
    kind: DatabaseKind,
    { settings, clock }: { settings: ShopSettingsKeeper; clock: Clock },
  ) {
    this.#db = db;
    this.#kitchen = kitchen;
    this.#intake = intake;
    this.#events = events;
    this.#settings = settings;
    this.#clock = clock;
    // SQLite has a single writer; PostgreSQL would sit idle between one batch's round trips.
    this.#placing = new GroupCommit((requests) => this.#placeBatch(requests), { maxConcurrent: kind === 'postgres' ? 4 : 1 });
  }

  /**
   * Re-estimating touches every order in the kitchen, so two changes doing it at once would
   * lock the same rows in different orders: each such change first takes the kitchen's lock.
   */
  #lockKitchen(trx: Kysely<Database>): Promise<void> {
    return holdLock(trx, KITCHEN_LOCK_ID);
  }

  async place(order: ValidNewOrder, idempotencyKey: string | null = null): Promise<{ order: Order; replayed: boolean }> {
    const idempotency = idempotencyKey === null ? null : { key: scopedIdempotencyKey(order.phone, idempotencyKey), request: orderRequestDigest(order) };
    const outcome = await this.#placing.submit({ order, idempotency });
    if ('refused' in outcome) throw outcome.refused;
    if ('created' in outcome) return { order: toPublicOrder(outcome.created), replayed: false };
    return { order: await this.find(outcome.replayOf), replayed: true };
  }

  async find(rawId: string): Promise<Order> {
    const id = normalizeOrderId(rawId);
    const stored = await findOrder(this.#db, id);
    if (!stored) throw orderNotFound(id);
    return toPublicOrder(stored);
  }

  /** Idempotent: a priority order stays as it is. Moves the order ahead of every normal one. */
  async makePriority(rawId: string): Promise<Order> {
    const id = normalizeOrderId(rawId);
    const changed = await inTransaction(this.#db, async (trx) => {
      await this.#lockKitchen(trx);
      const row = await trx.selectFrom('orders').select(['priority', 'status', 'order_price']).where('id', '=', id).executeTakeFirst();
      if (!row) throw orderNotFound(id);
      if (row.priority === 1) return [];
      const status = row.status as OrderStatus;
      if (!isOpen(status)) throw new ClientError(409, messages.orderClosed(id, status));
      const now = this.#clock();
      // Conditional, so two racing upgrades charge the fee once.
      const { numUpdatedRows } = await trx
        .updateTable('orders')
        .set({ priority: 1, priority_price: toPaisa(priorityFee(toRupees(row.order_price))), queued_at: now })
        .where('id', '=', id)
        .where('priority', '=', 0)
        .executeTakeFirstOrThrow();
      if (numUpdatedRows === 0n) return [];
      return [id, ...(await replanKitchen(trx, this.#kitchen, now))];
    });
    this.#events.publish('order', [...new Set(changed)]);
    return this.find(id);
  }

  /** Staff (or the autopilot) move an order one step on, or cancel it. */
  async moveTo(rawId: string, status: OrderStatus, now = this.#clock()): Promise<StaffOrder> {
    const id = normalizeOrderId(rawId);
    const changed = await inTransaction(this.#db, async (trx) => {
      await this.#lockKitchen(trx);
      const row = await trx.selectFrom('orders').select(['status', 'priority']).where('id', '=', id).executeTakeFirst();
      if (!row) throw orderNotFound(id);
      const from = row.status as OrderStatus;
      if (!canMove(from, status)) throw new ClientError(409, messages.orderCannotMove(id, from, status));
      const estimate = estimateOnMove(status, row.priority === 1, this.#kitchen, now);
      // Conditional on the status we read, so two racing moves cannot both apply.
      const { numUpdatedRows } = await trx
        .updateTable('orders')
        .set({ status, ...(estimate === null ? {} : { estimated_delivery: estimate }) })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirstOrThrow();
      if (numUpdatedRows === 0n) throw new ClientError(409, messages.orderChangedMeanwhile(id));
      await trx.insertInto('order_status_changes').values({ order_id: id, status, at: now }).execute();
      return [id, ...(await replanKitchen(trx, this.#kitchen, now))];
    });
    this.#events.publish('order', [...new Set(changed)]);
    const stored = await findOrder(this.#db, id);
    return toStaffOrder(stored as StoredOrder);
  }

  /** The kitchen's worklist: orders not yet delivered or cancelled, in the kitchen's turn. */
  async openOrders(status?: OrderStatus): Promise<StaffOrder[]> {
    const open = this.#db
      .selectFrom('orders')
      .selectAll()
      .where('status', 'in', status ? [status] : OPEN_STATUSES);
    const rows = await inKitchenTurn(open).limit(500).execute();
    return (await loadOrders(this.#db, rows)).map(toStaffOrder);
  }

  async findForStaff(rawId: string): Promise<StaffOrder> {
    const id = normalizeOrderId(rawId);
    const stored = await findOrder(this.#db, id);
    if (!stored) throw orderNotFound(id);
    return toStaffOrder(stored);
  }

  async #placeBatch(requests: PlaceRequest[]): Promise<PlaceOutcome[]> {
    const now = this.#clock();
    // Read once a batch, from memory nearly always; the same for every order in it.
    const settings = this.#settings.ready() ?? (await this.#settings.current());
    const closed = closedRefusal(settings, now);
    const { outcomes, created, replannedIds } = await inTransaction(this.#db, async (trx) => {
      if (requests.some((request) => request.order.priority)) await this.#lockKitchen(trx);
      const outcomes: PlaceOutcome[] = new Array(requests.length);
      const replays = await storedKeys(trx, requests.map((request) => request.idempotency));
      // A retired pizza is off the menu: ordering it is ordering a pizza the shop does not have.
      const menu = new Map(
        (await trx.selectFrom('pizzas').select(['id', 'name', 'unit_price', 'sold_out']).where('retired', '=', 0).execute()).map((pizza) => [
          pizza.id,
          pizza,
        ]),
      );
      const backlog = await kitchenBacklog(trx);
      const pending: { index: number; stored: StoredOrder }[] = [];

      requests.forEach(({ order, idempotency }, index) => {
        const earlier = replayOutcome(idempotency, replays);
        if (earlier) {
          outcomes[index] = earlier;
          return;
        }
        // A replay of an order placed before the shop closed (above) still gets its answer; a new order is refused.
        const refusal = closed ?? areaRefusal(settings, order.position);
        if (refusal) {
          outcomes[index] = { refused: refusal };
          return;
        }
        const refuse = (status: number, message: string) => void (outcomes[index] = { refused: new ClientError(status, message) });
        const lines: OrderLineRow[] = [];
        for (const { pizzaId, quantity } of mergeLines(order.cart)) {
          const pizza = menu.get(pizzaId);
          if (!pizza) return refuse(400, messages.noSuchPizza(pizzaId));
          if (pizza.sold_out) return refuse(400, messages.soldOut(pizza.name));
          lines.push({ pizza_id: pizza.id, name: pizza.name, quantity, unit_price: pizza.unit_price });
        }
        const cart = lines.map((line) => cartItem({ id: line.pizza_id, name: line.name, unitPrice: toRupees(line.unit_price) }, line.quantity));
        const orderPrice = getTotalCartPrice(cart);
        const pizzaCount = getTotalCartQuantity(cart);
        if (pizzaCount > this.#intake.maxPizzas) return refuse(400, messages.tooManyPizzas(this.#intake.maxPizzas));
        // What the kitchen bakes before this order: the priority orders, and for a normal one every other too.
        const ahead = order.priority ? backlog.priority : backlog.priority + backlog.normal;
        if (bakingMinutes(ahead, this.#kitchen) > this.#intake.maxQueueMinutes) return refuse(503, messages.KITCHEN_FULL);
        if (order.priority) backlog.priority += pizzaCount;
        else backlog.normal += pizzaCount;
        const pizzasUpToThis = order.priority ? backlog.priority : backlog.priority + backlog.normal;
        const row: OrderRow = {
          id: newOrderId(),
          customer: order.customer,
          phone: order.phone,
          address: order.address,
          position: order.position,
          priority: order.priority ? 1 : 0,
          status: 'preparing',
          order_price: toPaisa(orderPrice),
          priority_price: order.priority ? toPaisa(priorityFee(orderPrice)) : 0,
          pizza_count: pizzaCount,
          estimated_delivery: estimateDelivery({ priority: order.priority, createdAt: now }, pizzasUpToThis, this.#kitchen, now),
          created_at: now,
          queued_at: now,
          idempotency_key: idempotency?.key ?? null,
          idempotency_request: idempotency?.request ?? null,
          delivered_at: null,
          promised_delivery: null,
        };
        pending.push({ index, stored: { row, lines, history: [{ status: 'preparing', at: now }] } });
      });

      const created = await insertOrders(trx, pending, outcomes);
      const replannedIds = created.some((stored) => stored.row.priority === 1) ? await replanKitchen(trx, this.#kitchen, now) : [];
      return { outcomes, created, replannedIds };
    });
    this.#events.publish('order', [...created.map((stored) => stored.row.id), ...replannedIds]);
    return outcomes;
  }
}

/** Orders already stored under these idempotency keys, by key, with the request each was placed with. */
async function storedKeys(db: Kysely<Database>, keys: (StoredIdempotency | null)[]): Promise<Map<string, { id: string; request: string | null }>> {
  const wanted = [...new Set(keys.flatMap((key) => (key ? [key.key] : [])))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'idempotency_key', 'idempotency_request'])
    .where('idempotency_key', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.idempotency_key as string, { id: row.id, request: row.idempotency_request }]));
}

/** A request whose key is stored already: a replay of that order when it asks for the same, refused when it asks for another. */
function replayOutcome(
  idempotency: StoredIdempotency | null,
  stored: Map<string, { id: string; request: string | null }>,
): PlaceOutcome | undefined {
  const earlier = idempotency ? stored.get(idempotency.key) : undefined;
  if (!earlier) return undefined;
  if (earlier.request !== idempotency?.request) return { refused: new ClientError(422, messages.IDEMPOTENCY_KEY_REUSED) };
  return { replayOf: earlier.id };
}

const idempotencyOf = (row: OrderRow): StoredIdempotency | null =>
  row.idempotency_key === null ? null : { key: row.idempotency_key, request: row.idempotency_request ?? '' };

/**
 * Inserts the pending orders. A row that clashes is either a retry whose key is
 * already stored (it becomes a replay) or a rare id collision (it gets a new id).
 */
async function insertOrders(
  trx: Kysely<Database>,
  pending: { index: number; stored: StoredOrder }[],
  outcomes: PlaceOutcome[],
): Promise<StoredOrder[]> {
  const created: StoredOrder[] = [];
  let waiting = pending;
  while (waiting.length > 0) {
    const inserted = new Set<string>();
    for (const chunk of chunks(waiting, ROWS_PER_INSERT / 2)) {
      const rows = await trx
        .insertInto('orders')
        .values(chunk.map((entry) => entry.stored.row))
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .execute();
      for (const row of rows) inserted.add(row.id);
    }
    const clashed = waiting.filter((entry) => !inserted.has(entry.stored.row.id));
    const replays = await storedKeys(trx, clashed.map((entry) => idempotencyOf(entry.stored.row)));
    for (const entry of waiting) {
      if (inserted.has(entry.stored.row.id)) {
        outcomes[entry.index] = { created: entry.stored };
        created.push(entry.stored);
        continue;
      }
      const earlier = replayOutcome(idempotencyOf(entry.stored.row), replays);
      if (earlier) outcomes[entry.index] = earlier;
      else entry.stored.row.id = newOrderId();
    }
    waiting = clashed.filter((entry) => outcomes[entry.index] === undefined);
  }

  const lineRows = created.flatMap(({ row, lines }) => lines.map((line, lineNo) => ({ order_id: row.id, line_no: lineNo, ...line })));
  for (const chunk of chunks(lineRows, ROWS_PER_INSERT)) await trx.insertInto('order_lines').values(chunk).execute();
  const changes = created.map(({ row }) => ({ order_id: row.id, status: 'preparing', at: row.created_at }));
  for (const chunk of chunks(changes, ROWS_PER_INSERT)) await trx.insertInto('order_status_changes').values(chunk).execute();
  return created;
}

/** Re-estimates every order still in the kitchen; returns the ids whose estimate moved. */
export async function replanKitchen(trx: Kysely<Database>, kitchen: KitchenSettings, now: number): Promise<string[]> {
  const queue = await trx
    .selectFrom('orders')
    .select(['id', 'priority', 'pizza_count', 'created_at', 'queued_at', 'estimated_delivery'])
    .where('status', 'in', KITCHEN_STATUSES)
    .execute();
  const estimates = planKitchen(
    queue.map((row) => ({ ...kitchenTurn(row), pizzaCount: row.pizza_count, createdAt: row.created_at })),
    kitchen,
    now,
  );
  // Customers see whole minutes: a shift smaller than that is not worth a write and a push to every page.
  const moved = queue
    .filter((row) => Math.abs((estimates.get(row.id) as number) - row.estimated_delivery) >= MINUTE)
    // Always in id order, so two replans running at once take their row locks in the same order.
    .sort((a, b) => a.id.localeCompare(b.id));
  for (const row of moved) {
    await trx.updateTable('orders').set({ estimated_delivery: estimates.get(row.id) as number }).where('id', '=', row.id).execute();
  }
  return moved.map((row) => row.id);
}
