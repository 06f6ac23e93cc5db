import type { Kysely } from 'kysely';
import { datesFrom, MINUTE, ORDER_CHANNELS, PAYMENT_METHODS, toRupees } from '@chulo/domain';
import type { SalesReport } from '@chulo/api-client/contract';
import { type PizzaSales, pizzasSold, salesByHour, salesByPayment, spanOfDays } from '../data/sales-rows.ts';
import type { Database } from '../data/schema.ts';

const BEST_SELLERS = 10;

/** Most sold first; between equals, in the menu's order. */
const mostSold = (a: Omit<PizzaSales, 'size'>, b: Omit<PizzaSales, 'size'>) => b.quantity - a.quantity || a.pizzaId - b.pizzaId;

/** Each pizza in all its sizes together, most sold first. */
function byPizza(sales: readonly PizzaSales[]): Omit<PizzaSales, 'size'>[] {
  const pizzas = new Map<number, Omit<PizzaSales, 'size'>>();
  for (const { pizzaId, name, quantity, revenue } of sales) {
    const earlier = pizzas.get(pizzaId) ?? { pizzaId, name, quantity: 0, revenue: 0 };
    pizzas.set(pizzaId, { ...earlier, quantity: earlier.quantity + quantity, revenue: earlier.revenue + revenue });
  }
  return [...pizzas.values()].sort(mostSold);
}

const inRupees = <Sales extends { revenue: number }>(sales: Sales) => ({ ...sales, revenue: toRupees(sales.revenue) });

/** Orders and revenue (rupees) of one bucket, from orders placed and paisa taken. */
const figures = (orders: number, revenue: number) => ({ orders, revenue: toRupees(revenue) });

/**
 * The owners' dashboard: the orders placed on the shop's days from `from` to `to` (Kathmandu's
 * calendar, both included), by hour of the day and by day, every hour and day shown, empty ones too;
 * the pizzas most sold, alone and in each size, what each extra brought in, and each channel's share.
 */
export async function salesReport(db: Kysely<Database>, { from, to }: { from: string; to: string }): Promise<SalesReport> {
  const span = spanOfDays(from, to);
  const [hours, { sizes, extras }, payments] = await Promise.all([salesByHour(db, span), pizzasSold(db, span), salesByPayment(db, span)]);

  const byHour = Array.from({ length: 24 }, () => ({ orders: 0, revenue: 0 }));
  const byDay = new Map(datesFrom(from, to).map((date) => [date, { orders: 0, revenue: 0 }]));
  const byChannel = new Map(ORDER_CHANNELS.map((channel) => [channel, { orders: 0, revenue: 0 }]));
  const total = { orders: 0, revenue: 0, cancelled: 0, priority: 0, delivered: 0, onTime: 0, late: 0, lateness: 0 };
  for (const hour of hours) {
    for (const bucket of [byHour[hour.hour]!, byDay.get(hour.date)!, byChannel.get(hour.channel)!]) {
      bucket.orders += hour.orders;
      bucket.revenue += hour.revenue;
    }
    for (const figure of Object.keys(total) as (keyof typeof total)[]) total[figure] += hour[figure];
  }
  const notCancelled = total.orders - total.cancelled;

  return {
    from,
    to,
    orders: total.orders,
    revenue: toRupees(total.revenue),
    cancelled: total.cancelled,
    priorityShare: notCancelled ? total.priority / notCancelled : 0,
    delivered: total.delivered,
    onTime: total.onTime,
    averageLatenessMinutes: total.late ? total.lateness / total.late / MINUTE : null,
    byHour: byHour.map((bucket, hour) => ({ hour, ...figures(bucket.orders, bucket.revenue) })),
    byDay: [...byDay].map(([date, bucket]) => ({ date, ...figures(bucket.orders, bucket.revenue) })),
    byChannel: [...byChannel].map(([channel, bucket]) => ({ channel, ...figures(bucket.orders, bucket.revenue) })),
    bestSellers: byPizza(sizes).slice(0, BEST_SELLERS).map(inRupees),
    bestSellersBySize: [...sizes].sort((a, b) => mostSold(a, b) || a.size.localeCompare(b.size)).slice(0, BEST_SELLERS).map(inRupees),
    extras: extras.sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name)).map(inRupees),
    byPayment: payments.sort((a, b) => PAYMENT_METHODS.indexOf(a.method) - PAYMENT_METHODS.indexOf(b.method)).map(inRupees),
  };
}
