import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { KitchenTurn } from '@chulo/domain';
import type { Database, OrderTable } from './schema.ts';

/** Row-level reads and writes for orders; the rules about them live in @chulo/domain, their use in ../services. */

export type OrderRow = Selectable<OrderTable>;

export interface OrderLineRow {
  pizza_id: number;
  name: string;
  quantity: number;
  unit_price: number;
}

export interface StatusChangeRow {
  status: string;
  at: number;
}

export interface StoredOrder {
  row: OrderRow;
  lines: OrderLineRow[];
  history: StatusChangeRow[];
}

export async function loadOrders(db: Kysely<Database>, rows: OrderRow[]): Promise<StoredOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, history] = await Promise.all([
    db
      .selectFrom('order_lines')
      .select(['order_id', 'pizza_id', 'name', 'quantity', 'unit_price'])
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
  ]);
  return rows.map((row) => ({
    row,
    lines: lines.filter((line) => line.order_id === row.id),
    history: history.filter((change) => change.order_id === row.id),
  }));
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

/** Pizza counts waiting in the kitchen, split by priority: the queue a new order joins. */
export async function kitchenBacklog(db: Kysely<Database>): Promise<{ priority: number; normal: number }> {
  const rows = await db.selectFrom('kitchen_queue').select(['priority', 'pizzas']).execute();
  const pizzas = (priority: number) => Number(rows.find((row) => Number(row.priority) === priority)?.pizzas ?? 0);
  return { priority: pizzas(1), normal: pizzas(0) };
}
