import {
  byKitchenTurn,
  type KitchenTurn,
  MINUTE,
  minutesLeft,
  NEXT_STATUS,
  ORDER_STATUSES,
  type OrderStatus,
  parsePosition,
} from '@chulo/domain';
import type { StaffOrder } from '@chulo/api-client/contract';

export const STATUS_LABEL: Readonly<Record<OrderStatus, string>> = {
  'awaiting-payment': 'Awaiting payment',
  preparing: 'Preparing',
  baking: 'Baking',
  delivering: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const MOVE_LABEL: Readonly<Partial<Record<OrderStatus, string>>> = {
  baking: 'Start baking',
  delivering: 'Send out for delivery',
  delivered: 'Mark delivered',
};

/** The button that moves an order on, following the shared lifecycle. */
export const NEXT_STEP: Readonly<Record<OrderStatus, { status: OrderStatus; label: string } | null>> = Object.fromEntries(
  ORDER_STATUSES.map((status) => {
    const next = NEXT_STATUS[status];
    return [status, next ? { status: next, label: MOVE_LABEL[next] ?? next } : null];
  }),
) as Record<OrderStatus, { status: OrderStatus; label: string } | null>;

/** An order's place in the kitchen's turn, from the queue time the server plans the kitchen by. */
function kitchenTurn(order: StaffOrder): KitchenTurn {
  return { id: order.id, priority: order.priority, queuedAt: Date.parse(order.queuedAt) };
}

/** What the kitchen works on next comes first: the kitchen's turn, as the server plans it. */
export function kitchenQueue(orders: readonly StaffOrder[]): StaffOrder[] {
  return [...orders].sort((a, b) => byKitchenTurn(kitchenTurn(a), kitchenTurn(b)));
}

/**
 * Whether an order for later still waits apart at `now` ("Later" on the board): until its baking must
 * start. The board's own clock moves it into the queue on time; the server's release, a moment later,
 * sends it again without `bakeFrom`, with the queue's estimates that follow.
 */
export function waitsForLater(order: StaffOrder, now: number): boolean {
  return order.bakeFrom !== undefined && Date.parse(order.bakeFrom) > now;
}

/** The orders waiting for later, the soonest due first. */
export function laterQueue(orders: readonly StaffOrder[]): StaffOrder[] {
  return [...orders].sort((a, b) => Date.parse(a.bakeFrom ?? a.estimatedDelivery) - Date.parse(b.bakeFrom ?? b.estimatedDelivery) || byKitchenTurn(kitchenTurn(a), kitchenTurn(b)));
}

/** How long ago an order came in: 'just now', '4 min ago', '1 h 5 min ago'. */
export function ageText(createdAt: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(createdAt)) / MINUTE);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h ago` : `${hours} h ${rest} min ago`;
}

/** The estimate against the clock: 'in 12 min', 'due now' or '5 min late'. */
export function dueText(estimatedDelivery: string, now: number): { text: string; late: boolean } {
  const minutes = minutesLeft(estimatedDelivery, now);
  if (minutes > 0) return { text: `in ${minutes} min`, late: false };
  if (minutes === 0) return { text: 'due now', late: false };
  return { text: `${-minutes} min late`, late: true };
}

/** The delivery spot on OpenStreetMap, when the customer shared one. */
export function mapLink(position: string): string | null {
  const spot = parsePosition(position.trim());
  if (!spot) return null;
  const { latitude, longitude } = spot;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
