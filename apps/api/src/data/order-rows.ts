import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { KITCHEN_STATUSES, type KitchenTurn, OPEN_STATUSES } from '@chulo/domain';
import type { Database, OrderLineTable, OrderTable } from './schema.ts';
import { type PaymentAttemptRow, tellingAttempts } from './payment-attempts.ts';

/** Row-level reads and writes for orders; the rules about them live in @chulo/domain, their use in ../services. */

export type OrderRow = Selectable<OrderTable>;

/**
 * A line as priced: its order's id, place and time are the order's, added when it is stored. What
 * its extras cost is written with it for the sales, and not read back with the order.
 */
export type OrderLineRow = Omit<Selectable<OrderLineTable>, 'order_id' | 'line_no' | 'placed_at' | 'extra_prices'> &
  Partial<Pick<Selectable<OrderLineTable>, 'extra_prices'>>;

export interface StatusChangeRow {
  status: string;
  at: number;
}

export interface StoredOrder {
  row: OrderRow;
  lines: OrderLineRow[];
  history: StatusChangeRow[];
  /** The attempt that says most about paying online (a paid one, else the latest); absent for an order not paid with a wallet, or not yet tried. */
  payment?: PaymentAttemptRow;
}

export async function loadOrders(db: Kysely<Database>, rows: OrderRow[]): Promise<StoredOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const paidOnline = rows.filter((row) => row.payment_method === 'khalti' || row.payment_method === 'esewa').map((row) => row.id);
  const [lines, history, attempts] = await Promise.all([
    db
      .selectFrom('order_lines')
      .select(['order_id', 'pizza_id', 'name', 'quantity', 'unit_price', 'size', 'crust', 'extras', 'removals', 'description'])
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('line_no')
      .execute(),
    db
      .selectFrom('order_status_changes')
      .select(['order_id', 'status', 'at'])
      .where('order_id', 'in', ids)
      .orderBy('at')
      .execute(),
    tellingAttempts(db, paidOnline),
  ]);
  return rows.map((row) => {
    const payment = attempts.get(row.id);
    return {
      row,
      lines: lines.filter((line) => line.order_id === row.id),
      history: history.filter((change) => change.order_id === row.id),
      ...(payment && { payment }),
    };
  });
}

/** An order row's place in the kitchen's turn. */
export function kitchenTurn(row: Pick<OrderRow, 'id' | 'priority' | 'queued_at'>): KitchenTurn {
  return { id: row.id, priority: row.priority === 1, queuedAt: row.queued_at };
}

/**
 * Orders in the kitchen's turn (`byKitchenTurn` of @chulo/domain), sorted by the database so that
 * a limit keeps the orders the kitchen needs first; kitchen.test.ts holds the two to one order.
 * Order ids are upper-case letters and digits, which every collation sorts by their codes, as the comparator does.
 */
export function inKitchenTurn<Selected>(orders: SelectQueryBuilder<Database, 'orders', Selected>): SelectQueryBuilder<Database, 'orders', Selected> {
  return orders.orderBy('priority', 'desc').orderBy('queued_at').orderBy('id');
}

export async function findOrder(db: Kysely<Database>, id: string): Promise<StoredOrder | null> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [order] = await loadOrders(db, [row]);
  return order ?? null;
}

/** Pizza counts waiting in the kitchen, split by priority: the queue a new order joins. Orders held for later are not in it (migration 019). */
export async function kitchenBacklog(db: Kysely<Database>): Promise<{ priority: number; normal: number }> {
  const rows = await db.selectFrom('kitchen_queue').select(['priority', 'pizzas']).execute();
  const pizzas = (priority: number) => Number(rows.find((row) => Number(row.priority) === priority)?.pizzas ?? 0);
  return { priority: pizzas(1), normal: pizzas(0) };
}

/** Orders in these statuses in the kitchen's turn, the first `limit` of them. */
export async function ordersInKitchenTurn(db: Kysely<Database>, statuses: readonly string[], limit: number): Promise<StoredOrder[]> {
  const rows = await inKitchenTurn(db.selectFrom('orders').selectAll().where('status', 'in', statuses)).limit(limit).execute();
  return loadOrders(db, rows);
}

/** Orders in these statuses, the soonest due first: what the autopilot needs to tell whether each is due. */
export function ordersByDueTime(db: Kysely<Database>, statuses: readonly string[], limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'priority', 'created_at', 'estimated_delivery', 'bake_from'])
    .where('status', 'in', statuses)
    .where('held_for_later', '=', 0)
    .orderBy('estimated_delivery')
    .limit(limit)
    .execute();
}

/** What a change to one order reads first: its status, whether it is priority, its price, the time it is for. */
export function orderForChange(db: Kysely<Database>, id: string) {
  return db.selectFrom('orders').select(['status', 'priority', 'order_price', 'deliver_at']).where('id', '=', id).executeTakeFirst();
}

/** Every order in these (the kitchen's) statuses, with what re-planning the kitchen needs; orders held for later wait apart. */
export function kitchenQueue(db: Kysely<Database>, statuses: readonly string[]) {
  return db
    .selectFrom('orders')
    .select(['id', 'priority', 'pizza_count', 'created_at', 'queued_at', 'estimated_delivery', 'deliver_at'])
    .where('status', 'in', statuses)
    .where('held_for_later', '=', 0)
    .execute();
}

/** Orders already stored under these idempotency keys, by key, with the request each was placed with. */
export async function ordersByIdempotencyKey(db: Kysely<Database>, keys: readonly string[]): Promise<Map<string, { id: string; request: string | null }>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'idempotency_key', 'idempotency_request'])
    .where('idempotency_key', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.idempotency_key as string, { id: row.id, request: row.idempotency_request }]));
}

/** What one phone or one client holds in the shop: orders not yet delivered or cancelled, and their pizzas still in the kitchen. */
export interface Holding {
  openOrders: number;
  kitchenPizzas: number;
}

/** What these phones and these clients (their keys) hold. */
export interface Holdings {
  phones: Map<string, Holding>;
  clients: Map<string, Holding>;
}

/** An order waiting for its online payment is held too: a phone could otherwise leave any number of them unpaid. */
const isHeld = new Set<string>([...OPEN_STATUSES, 'awaiting-payment']);
const inKitchen = new Set<string>(KITCHEN_STATUSES);

/**
 * From the indexes of customers' open orders by phone and by client (migration 011), which hold
 * only orders whose client key is set: it is erased once an order closes. The rows found (a few
 * per customer, whom these bounds hold to a few) are summed here, not in SQL: a status condition
 * in the query would let the planner prefer the index of every order in the kitchen by status,
 * which grows with the whole queue. Each row's status is still checked, so that an order closed
 * some other way is not counted.
 */
export async function holdingsOf(db: Kysely<Database>, { phones, clientKeys }: { phones: readonly string[]; clientKeys: readonly string[] }): Promise<Holdings> {
  const holdings: Holdings = { phones: new Map(), clients: new Map() };
  if (phones.length === 0 && clientKeys.length === 0) return holdings;
  const hasKey = sql<boolean>`client_key is not null`;
  const byPhone = db.selectFrom('orders').select([sql.lit('phone').as('holds'), 'phone as holder', 'status', 'pizza_count']).where('phone', 'in', phones).where(hasKey);
  const byClient = db
    .selectFrom('orders')
    .select((eb) => [sql.lit('client').as('holds'), eb.ref('client_key').$notNull().as('holder'), 'status', 'pizza_count'])
    .where('client_key', 'in', clientKeys)
    .where(hasKey);
  const query = phones.length === 0 ? byClient : clientKeys.length === 0 ? byPhone : byPhone.unionAll(byClient);
  for (const row of await query.execute()) {
    if (!isHeld.has(row.status)) continue;
    const held = row.holds === 'client' ? holdings.clients : holdings.phones;
    const holding = held.get(row.holder) ?? { openOrders: 0, kitchenPizzas: 0 };
    holding.openOrders += 1;
    if (inKitchen.has(row.status)) holding.kitchenPizzas += row.pizza_count;
    held.set(row.holder, holding);
  }
  return holdings;
}
