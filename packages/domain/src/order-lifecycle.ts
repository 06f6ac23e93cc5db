/** Every status an order can have, in the order they come (SPEC §7). */
export const ORDER_STATUSES = ['preparing', 'baking', 'delivering', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Forward only: preparing → baking → delivering → delivered; cancelled from anything not yet delivered. */
export const NEXT_STATUS: Readonly<Record<OrderStatus, OrderStatus | null>> = {
  preparing: 'baking',
  baking: 'delivering',
  delivering: 'delivered',
  delivered: null,
  cancelled: null,
};

function isClosed(status: OrderStatus): boolean {
  return NEXT_STATUS[status] === null;
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'cancelled') return !isClosed(from);
  return NEXT_STATUS[from] === to;
}
