import { type Kysely, sql } from 'kysely';
import { MINUTE, type OrderChannel, type OrderStatus, type PaymentMethod, SHOP_UTC_OFFSET_MINUTES, shopMidnight } from '@chulo/domain';
import { tellingAttempts } from './payment-attempts.ts';
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
const AWAITING_PAYMENT = sql.lit<OrderStatus>('awaiting-payment');

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

/**
 * The span's orders that the shop has taken: an order awaiting payment online has not reached the
 * kitchen, and counts once it is paid (or, given up, as cancelled).
 */
const takenIn = (span: Span) => sql<boolean>`${placedIn(span)} and o.status <> ${AWAITING_PAYMENT}`;

/** The orders placed in one hour of the shop's calendar, what they brought in and how their deliveries went. */
export interface HourOfSales {
  date: string;
  /** 0-23, Kathmandu time. */
  hour: number;
  /** Where the orders came from: an hour with orders of both channels is two. */
  channel: OrderChannel;
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
    .where(takenIn(span))
    .select([
      shopHour.as('shop_hour'),
      'o.channel',
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(case when o.status = ${CANCELLED} then 1 else 0 end)`.as('cancelled'),
      sql<number>`sum(case when o.status <> ${CANCELLED} and o.priority = 1 then 1 else 0 end)`.as('priority'),
      sql<number>`sum(case when o.status <> ${CANCELLED} then o.order_price + o.priority_price else 0 end)`.as('revenue'),
      sql<number>`count(o.delivered_at)`.as('delivered'),
      sql<number>`sum(case when o.delivered_at <= o.promised_delivery then 1 else 0 end)`.as('on_time'),
      sql<number>`sum(case when o.delivered_at > o.promised_delivery then 1 else 0 end)`.as('late'),
      sql<number>`sum(case when o.delivered_at > o.promised_delivery then o.delivered_at - o.promised_delivery else 0 end)`.as('lateness'),
    ])
    .groupBy([shopHour, 'o.channel'])
    .execute();
  return rows.map((row) => {
    const hours = Number(row.shop_hour);
    return {
      date: new Date(Math.floor(hours / 24) * DAY).toISOString().slice(0, 10),
      hour: hours % 24,
      channel: row.channel,
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

/** The span's orders taken and not cancelled, and their paisa, by how each is paid. */
export async function salesByPayment(db: Kysely<Database>, span: Span): Promise<{ method: PaymentMethod; orders: number; revenue: number }[]> {
  const rows = await db
    .selectFrom('orders as o')
    .where(takenIn(span))
    .where('o.status', '<>', CANCELLED)
    .select(['o.payment_method', sql<number>`count(*)`.as('orders'), sql<number>`sum(o.order_price + o.priority_price)`.as('revenue')])
    .groupBy('o.payment_method')
    .execute();
  return rows.map((row) => ({ method: row.payment_method, orders: Number(row.orders), revenue: Number(row.revenue) }));
}

/**
 * The size a line was ordered in. Lines ordered before sizes existed (migration 013) have none:
 * the pizza then had one price, its unit price, which is the default size's price (013 made that
 * size for a shop that had pizzas), so they are counted in the default size, under its name
 * today, beside the lines that chose it, rather than as a size of their own ("—") that the shop
 * never sold. Every shop with such lines has its default size: 013 made it, and no choice is deleted.
 */
const sizeOrDefault = sql<string>`coalesce(l.size, (select d.name from choices d where d.kind = 'size' and d.is_default = 1))`;

export interface PizzaSales {
  pizzaId: number;
  /** The name on the menu today (a line keeps the name it was ordered under, for a pizza no longer stored). */
  name: string;
  /** The size as ordered. */
  size: string;
  quantity: number;
  /** Paisa, at the prices ordered. */
  revenue: number;
}

export interface ExtraSales {
  /** As ordered: a line keeps its extras by name. */
  name: string;
  /** Extras sold: one on each pizza of a line. */
  quantity: number;
  /** Paisa, at the prices paid (migration 016). */
  revenue: number;
}

/**
 * What the span's orders taken and not cancelled sold: each pizza in each size, and each extra. One pass
 * over the lines placed in the span (`order_lines_by_time`, migration 010, and each line's row for
 * its order, size and extras); the span's few cancelled or unpaid orders are set aside by their ids.
 * The database groups the lines by pizza, size and extras as paid, which a span holds few of
 * (pizzas × sizes × the sets of extras customers choose), and each group's extras are added up
 * here: no JSON is read line by line, and one query serves both engines. Pizzas are named from
 * the menu's small table afterwards rather than joined to every line.
 */
export async function pizzasSold(db: Kysely<Database>, span: Span): Promise<{ sizes: PizzaSales[]; extras: ExtraSales[] }> {
  // The status as an expression, which no index serves: SQLite's planner would otherwise read the
  // cancelled orders through the index of statuses, every one the shop ever had, rather than the
  // span's orders from `orders_by_time` alone (4 times the 1-day report's cost at 250,000 orders).
  const setAside = db
    .selectFrom('orders as o')
    .select('o.id')
    .where(placedIn(span))
    .where(sql`o.status || ''`, 'in', [CANCELLED, AWAITING_PAYMENT]);
  const groups = await db
    .selectFrom('order_lines as l')
    .where('l.placed_at', '>=', span.start)
    .where('l.placed_at', '<', span.end)
    .where('l.order_id', 'not in', setAside)
    .select([
      'l.pizza_id',
      sql<string>`min(l.name)`.as('ordered_as'),
      sizeOrDefault.as('size'),
      'l.extra_prices',
      sql<number>`sum(l.quantity)`.as('quantity'),
      sql<number>`sum(l.quantity * l.unit_price)`.as('revenue'),
    ])
    .groupBy(['l.pizza_id', 'l.size', 'l.extra_prices'])
    .execute();
  const menuNames = new Map((await db.selectFrom('pizzas').select(['id', 'name']).execute()).map((pizza) => [pizza.id, pizza.name]));
  const sizes = new Map<string, PizzaSales>();
  const extras = new Map<string, ExtraSales>();
  for (const group of groups) {
    const quantity = Number(group.quantity);
    // Lines from before sizes and those that chose the default size are one row.
    const key = JSON.stringify([group.pizza_id, group.size]);
    // A pizza no longer stored is named as it was ordered.
    const name = menuNames.get(group.pizza_id) ?? group.ordered_as;
    const sold = sizes.get(key) ?? { pizzaId: group.pizza_id, name, size: group.size, quantity: 0, revenue: 0 };
    sizes.set(key, { ...sold, quantity: sold.quantity + quantity, revenue: sold.revenue + Number(group.revenue) });
    const paid = group.extra_prices === null ? {} : (JSON.parse(group.extra_prices) as Record<string, number>);
    for (const [extra, price] of Object.entries(paid)) {
      const before = extras.get(extra) ?? { name: extra, quantity: 0, revenue: 0 };
      extras.set(extra, { name: extra, quantity: before.quantity + quantity, revenue: before.revenue + quantity * price });
    }
  }
  return { sizes: [...sizes.values()], extras: [...extras.values()] };
}

/** A line of an order placed, as the CSV writes it: its size as the report counts it, the rest as ordered. */
export interface PlacedLine {
  name: string;
  quantity: number;
  size: string;
  crust: string | null;
  /** JSON arrays of names; null on lines ordered before choices (migration 013). */
  extras: string | null;
  removals: string | null;
}

/** Where a page of orders starts: after this one, in the order they were placed. */
export interface PageMark {
  createdAt: number;
  id: string;
}

/**
 * The orders taken in the span, `limit` at a time after `after`, with what each held. Pages by the index's own order (time, then id) rather than an open cursor:
 * a slow download never holds SQLite's only connection between pages.
 */
export async function ordersPlaced(db: Kysely<Database>, span: Span, after: PageMark | null, limit: number) {
  let query = db
    .selectFrom('orders as o')
    .where(takenIn(span))
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
      'o.channel',
      'o.payment_method',
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
  const lines = new Map<string, PlacedLine[]>(orders.map((order) => [order.id, []]));
  if (orders.length) {
    const rows = await db
      .selectFrom('order_lines as l')
      .where('l.order_id', 'in', [...lines.keys()])
      .select(['l.order_id', 'l.name', 'l.quantity', sizeOrDefault.as('size'), 'l.crust', 'l.extras', 'l.removals'])
      .orderBy('l.order_id')
      .orderBy('l.line_no')
      .execute();
    for (const { order_id, ...line } of rows) lines.get(order_id)!.push(line);
  }
  const attempts = await tellingAttempts(db, orders.filter((order) => order.payment_method === 'khalti' || order.payment_method === 'esewa').map((order) => order.id));
  return orders.map((order) => ({ ...order, lines: lines.get(order.id)!, payment: attempts.get(order.id) ?? null }));
}

export type PlacedOrder = Awaited<ReturnType<typeof ordersPlaced>>[number];
