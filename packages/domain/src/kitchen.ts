import type { OrderStatus } from './order-lifecycle.ts';
import { MINUTE } from './time.ts';

/**
 * The delivery estimate follows the kitchen's real queue: the pizzas the kitchen
 * must finish before (and including) an order, at its baking pace, then the ride.
 * Times are epoch milliseconds.
 */
export interface KitchenSettings {
  /** The kitchen's pace: pizzas it finishes per hour. */
  pizzasPerHour: number;
  /** The shortest time any order spends in the kitchen, however empty it is. */
  minMinutes: number;
  /** The ride of an order that shares a round with others. */
  deliveryMinutes: number;
}

/** What decides an order's turn in the kitchen. */
export interface KitchenTurn {
  id: string;
  priority: boolean;
  /** When it took its place in the queue: creation, or the moment it became priority. */
  queuedAt: number;
}

/** An order waiting in the kitchen, as the plan needs it. */
export interface QueuedOrder extends KitchenTurn {
  pizzaCount: number;
  createdAt: number;
  /** The time an order for later was asked for (orders-for-later.ts); it never arrives sooner. */
  deliverAt?: number | null;
}

/**
 * The kitchen's turn, which order is cooked first, as a comparator for `sort`: priority
 * orders first, then the longest queued. The id settles a tie, so the plan and every
 * screen agree on one order. Ids compare by their characters' codes, as a database
 * orders text, rather than by a locale's alphabet, which differs from one device to the next.
 */
export function byKitchenTurn(a: KitchenTurn, b: KitchenTurn): number {
  if (a.priority !== b.priority) return a.priority ? -1 : 1;
  if (a.queuedAt !== b.queuedAt) return a.queuedAt - b.queuedAt;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** The ride in minutes: a priority order goes out with its own rider instead of sharing a round. */
export function deliveryMinutes(priority: boolean, settings: KitchenSettings): number {
  return priority ? Math.ceil(settings.deliveryMinutes * 0.75) : settings.deliveryMinutes;
}

/**
 * When an order arrives: out of the kitchen once the pizzas up to and including its
 * own are baked (never sooner than the kitchen's shortest time), then the ride. While
 * staff mark the kitchen busy, `busyMinutes` (pacing.ts's `busyMinutesAt`) go on top.
 */
export function estimateDelivery(
  order: Pick<QueuedOrder, 'priority' | 'createdAt'>,
  pizzasUpToThisOrder: number,
  settings: KitchenSettings,
  now: number,
  busyMinutes = 0,
): number {
  const ready = Math.max(order.createdAt + settings.minMinutes * MINUTE, now + bakingMinutes(pizzasUpToThisOrder, settings) * MINUTE);
  return Math.round(ready + (busyMinutes + deliveryMinutes(order.priority, settings)) * MINUTE);
}

/** How long the kitchen needs to bake `pizzas` at its pace, in minutes. */
export function bakingMinutes(pizzas: number, settings: KitchenSettings): number {
  return (pizzas * 60) / settings.pizzasPerHour;
}

/**
 * New estimates, by order id, for every order still in the kitchen, taken in the kitchen's turn.
 * Each is a new estimate: while the kitchen is busy, it has `busyMinutes` on top, as a new order's has.
 * An order for later is in `queue` only once its baking must start, and keeps its time unless the
 * queue makes it late.
 */
export function planKitchen(queue: readonly QueuedOrder[], settings: KitchenSettings, now: number, busyMinutes = 0): Map<string, number> {
  const estimates = new Map<string, number>();
  let pizzas = 0;
  for (const order of [...queue].sort(byKitchenTurn)) {
    pizzas += order.pizzaCount;
    estimates.set(order.id, Math.max(order.deliverAt ?? 0, estimateDelivery(order, pizzas, settings, now, busyMinutes)));
  }
  return estimates;
}

/**
 * The estimate an order gets as it moves to `status`: out with the rider, it arrives
 * one ride from now; delivered, it arrived now. Null for any other move, which keeps it.
 */
export function estimateOnMove(status: OrderStatus, priority: boolean, settings: KitchenSettings, now: number): number | null {
  if (status === 'delivering') return now + deliveryMinutes(priority, settings) * MINUTE;
  if (status === 'delivered') return now;
  return null;
}

/** An order as the kitchen's own schedule reads it. */
export interface ScheduledOrder {
  status: OrderStatus;
  priority: boolean;
  createdAt: number;
  estimatedDelivery: number;
  /** When an order for later's baking must start; its time in the kitchen counts from then. */
  bakeFrom?: number | null;
}

/**
 * The move that is due for an order at `now`, on its estimate's own schedule: into the
 * oven halfway to departure, out with the rider when the ride must start, delivered on
 * time. Null when nothing is due yet, or the order is closed. (Demo mode's kitchen runs by it.)
 */
export function dueStatus(order: ScheduledOrder, settings: KitchenSettings, now: number): OrderStatus | null {
  const leavesAt = order.estimatedDelivery - deliveryMinutes(order.priority, settings) * MINUTE;
  const inKitchenFrom = Math.max(order.createdAt, order.bakeFrom ?? order.createdAt);
  if (order.status === 'preparing' && now >= inKitchenFrom + (leavesAt - inKitchenFrom) / 2) return 'baking';
  if (order.status === 'baking' && now >= leavesAt) return 'delivering';
  if (order.status === 'delivering' && now >= order.estimatedDelivery) return 'delivered';
  return null;
}
