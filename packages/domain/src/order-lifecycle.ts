/**
 * Every status an order can have, in the order they come (SPEC §7). 'awaiting-payment' comes
 * first only for an order to be paid online: it waits outside the kitchen until its payment
 * completes (then 'preparing') or its window runs out (then 'cancelled'); a cash order never has it.
 */
export const ORDER_STATUSES = ['awaiting-payment', 'preparing', 'baking', 'delivering', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Forward only: preparing → baking → delivering → delivered; cancelled from anything not yet
 * delivered. Staff never move an order awaiting payment: only its payment (or its window) does.
 */
export const NEXT_STATUS: Readonly<Record<OrderStatus, OrderStatus | null>> = {
  'awaiting-payment': null,
  preparing: 'baking',
  baking: 'delivering',
  delivering: 'delivered',
  delivered: null,
  cancelled: null,
};

/** The statuses of an order still on its way (not yet delivered or cancelled): the kitchen's worklist and board. */
export const OPEN_STATUSES = ['preparing', 'baking', 'delivering'] as const satisfies readonly OrderStatus[];
export type OpenStatus = (typeof OPEN_STATUSES)[number];

/** The statuses of an order still in the kitchen, before a rider takes it: the queue the estimates follow. */
export const KITCHEN_STATUSES = ['preparing', 'baking'] as const satisfies readonly OpenStatus[];
export type KitchenStatus = (typeof KITCHEN_STATUSES)[number];

/** True while the order can still move on: not delivered, not cancelled. Only an open order can become priority. */
export function isOpen(status: OrderStatus): status is OpenStatus {
  return NEXT_STATUS[status] !== null;
}

/** True when an order at `from` may become `to`: the next step, or cancelled while still open. */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'cancelled') return isOpen(from);
  return NEXT_STATUS[from] === to;
}
