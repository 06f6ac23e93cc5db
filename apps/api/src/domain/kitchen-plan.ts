/**
 * The delivery estimate follows the kitchen's real queue: the pizzas the kitchen
 * must finish before (and including) an order, at its baking pace, then the ride.
 */
export interface KitchenSettings {
  /** The kitchen's pace: pizzas it finishes per hour. */
  pizzasPerHour: number;
  /** The shortest time any order spends in the kitchen, however empty it is. */
  minMinutes: number;
  deliveryMinutes: number;
}

export interface QueuedOrder {
  id: string;
  priority: boolean;
  pizzaCount: number;
  createdAt: number;
  /** When it took its place in the queue: creation, or the moment it became priority. */
  queuedAt: number;
}

const MINUTE = 60_000;

/** A priority order goes out with its own rider instead of sharing a round. */
export function deliveryMinutes(priority: boolean, settings: KitchenSettings): number {
  return priority ? Math.ceil(settings.deliveryMinutes * 0.75) : settings.deliveryMinutes;
}

export function estimateDelivery(
  order: Pick<QueuedOrder, 'priority' | 'createdAt'>,
  pizzasUpToThisOrder: number,
  settings: KitchenSettings,
  now: number,
): number {
  const minutesPerPizza = 60 / settings.pizzasPerHour;
  const ready = Math.max(
    order.createdAt + settings.minMinutes * MINUTE,
    now + pizzasUpToThisOrder * minutesPerPizza * MINUTE,
  );
  return Math.round(ready + deliveryMinutes(order.priority, settings) * MINUTE);
}

/** The order the kitchen works in: priority orders first, then first come, first served. */
export function byKitchenTurn(a: QueuedOrder, b: QueuedOrder): number {
  if (a.priority !== b.priority) return a.priority ? -1 : 1;
  return a.queuedAt - b.queuedAt || a.id.localeCompare(b.id);
}

/** New estimates for every order still in the kitchen. */
export function planKitchen(queue: readonly QueuedOrder[], settings: KitchenSettings, now: number): Map<string, number> {
  const estimates = new Map<string, number>();
  let pizzas = 0;
  for (const order of [...queue].sort(byKitchenTurn)) {
    pizzas += order.pizzaCount;
    estimates.set(order.id, estimateDelivery(order, pizzas, settings, now));
  }
  return estimates;
}
