import { type Kysely, sql } from 'kysely';
import { MINUTE, type OrderStatus, SHOP_UTC_OFFSET_MINUTES, shopMidnight } from '@chulo/domain';
import type { Database } from './schema.ts';

/**
 * The queries behind the sales report and its CSV, one text for SQLite and PostgreSQL. Each reads
 * the orders placed in a span through the `orders_by_time` index (migration 009), so a report
 * costs what its range holds, not what the shop ever took. Sums come back as PostgreSQL's
 * `numeric` (a string) or SQLite's integer: each is read through Number.
 */

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CANCELLED = sql.lit<OrderStatus>('cancelled');

/** Instants, epoch milliseconds: from `start` (included) to `end` (excluded). */
export interface Span {
  start: number;
  end: number;
}

/** The instants of a range of the shop's days, `from` and `to` included. */
export function spanOfDays(from: string, to: string): Span {
  return { start: shopMidnight(from), end: shopMidnight(to) + DAY };
}

/**
 * An order's hour in the shop's time, counted from the epoch: both engines divide integers to a
 * whole number, and Kathmandu's offset never changes (no summer time), so one shift is exact.
 * Literals, not parameters: PostgreSQL groups by the very same text it selects.
 */
const shopHour = sql<number>`(o.created_at + ${sql.lit(SHOP_UTC_OFFSET_MINUTES * MINUTE)}) / ${sql.lit(HOUR)}`;

const placedIn = ({ start, end }: Span) =>
  sql<boolean>`o.created_at >= ${start} and o.created_at < ${end}`;

/** The orders placed in one hour of the shop's calendar, what they brought in and how their deliveries went. */
export interface HourOfSales {
  date: string;
  /** 0-23, Kathmandu time. */
  hour: number;
  orders: number;
  cancelled: number;
  /** Priority orders not cancelled. */
  priority: number;
  /** Order prices and priority fees of the orders not cancelled, in paisa. */
  revenue: number;
  delivered: number;
  /** Delivered no later than the estimate the customer last saw; `late` after it (neither: delivered before migration 009, no estimate kept). */
  onTime: number;
  late: number;
  /** Milliseconds past the estimate, summed over the late deliveries. */
  lateness: number;
}

/** Every hour of the span in which an order was placed: one pass over the span's part of the index. */
export async function salesByHour(db: Kysely<Database>, span: Span): Promise<HourOfSales[]> {
  const rows = await db
    .selectFrom('orders as o')
    .where(placedIn(span))
    .select([
      shopHour.as('shop_hour'),
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(case when o.status = ${CANCELLED} then 1 else 0 end)`.as('cancelled'),
      sql<number>`sum(case when o.status <> ${CANCELLED} and o.priority = 1 then 1 else 0 end)`.as('priority'),
      sql<number>`sum(case when o.status <> ${CANCELLED} then o.order_price + o.priority_price else 0 end)`.as('revenue'),
      sql<number>`count(o.delivered_at)`.as('delivered'),
      sql<number>`sum(case when o.delivered_at <= o.promised_delivery then 1 else 0 end)`.as('on_time'),
      sql<number>`sum(case when o.delivered_at > o.promised_delivery then 1 else 0 end)`.as('late'),
      sql<number>`sum(case when o.delivered_at > o.promised_delivery then o.delivered_at - o.promised_delivery else 0 end)`.as('lateness'),
    ])
    .groupBy(shopHour)
    .execute();
  return rows.map((row) => {
    const hours = Number(row.shop_hour);
    return {
      date: new Date(Math.floor(hours / 24) * DAY).toISOString().slice(0, 10),
      hour: hours % 24,
      orders: Number(row.orders),
      cancelled: Number(row.cancelled),
      priority: Number(row.priority),
      revenue: Number(row.revenue),
      delivered: Number(row.delivered),
      onTime: Number(row.on_time),
      late: Number(row.late),
      lateness: Number(row.lateness),
    };
  });
}

export interface PizzaSales {
  pizzaId: number;
  /** The name on the menu today (a line keeps the name it was ordered under, for a pizza no longer stored). */
  name: string;
  quantity: number;
  /** Paisa, at the prices ordered. */
  revenue: number;
}

/**
 * The pizzas most sold in the span's orders not cancelled, most first (ties by menu id). The lines
 * are read by the time they were placed (`order_lines_by_time`, migration 010), from the index
 * alone; the few cancelled orders of the span are set aside by their ids.
 */
export async function bestSellers(db: Kysely<Database>, span: Span, limit: number): Promise<PizzaSales[]> {
  const cancelled = db.selectFrom('orders as o').select('o.id').where(placedIn(span)).where('o.status', '=', CANCELLED);
  const rows = await db
    .selectFrom('order_lines as l')
    .leftJoin('pizzas as p', 'p.id', 'l.pizza_id')
    .where('l.placed_at', '>=', span.start)
    .where('l.placed_at', '<', span.end)
    .where('l.order_id', 'not in', cancelled)
    .select([
      'l.pizza_id',
      // A pizza no longer stored is named as it was ordered.
      sql<string>`coalesce(p.name, (select n.name from order_lines n where n.pizza_id = l.pizza_id limit 1))`.as('name'),
      sql<number>`sum(l.quantity)`.as('quantity'),
      sql<number>`sum(l.quantity * l.unit_price)`.as('revenue'),
    ])
    .groupBy(['l.pizza_id', 'p.name'])
    .orderBy('quantity', 'desc')
    .orderBy('l.pizza_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ pizzaId: row.pizza_id, name: row.name, quantity: Number(row.quantity), revenue: Number(row.revenue) }));
}

/** Where a page of orders starts: after this one, in the order they were placed. */
export interface PageMark {
  createdAt: number;
  id: string;
}

/**
 * The orders placed in the span, `limit` at a time after `after`, with what each held. Pages by the index's own order (time, then id) rather than an open cursor:
 * a slow download never holds SQLite's only connection between pages.
 */
export async function ordersPlaced(db: Kysely<Database>, span: Span, after: PageMark | null, limit: number) {
  let query = db
    .selectFrom('orders as o')
    .where(placedIn(span))
    .select([
      'o.id',
      'o.created_at',
      'o.status',
      'o.priority',
      'o.pizza_count',
      'o.order_price',
      'o.priority_price',
      sql<number>`coalesce(o.promised_delivery, o.estimated_delivery)`.as('estimated_delivery'),
      'o.customer',
      'o.phone',
      'o.address',
      'o.delivered_at',
    ])
    .orderBy('o.created_at')
    .orderBy('o.id')
    .limit(limit);
  if (after) {
    query = query.where((eb) =>
      eb.and([eb('o.created_at', '>=', after.createdAt), eb.or([eb('o.created_at', '>', after.createdAt), eb('o.id', '>', after.id)])]),
    );
  }
  const orders = await query.execute();
  const lines = new Map<string, { name: string; quantity: number }[]>(orders.map((order) => [order.id, []]));
  if (orders.length) {
    const rows = await db
      .selectFrom('order_lines')
      .where('order_id', 'in', [...lines.keys()])
      .select(['order_id', 'name', 'quantity'])
      .orderBy('order_id')
      .orderBy('line_no')
      .execute();
    for (const { order_id, name, quantity } of rows) lines.get(order_id)!.push({ name, quantity });
  }
  return orders.map((order) => ({ ...order, lines: lines.get(order.id)! }));
}

export type PlacedOrder = Awaited<ReturnType<typeof ordersPlaced>>[number];
