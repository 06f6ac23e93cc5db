/**
 * Load and fault tests place tens of thousands of orders with no one baking them, from one client
 * and often one phone: the kitchen's queue would soon be "full" (KITCHEN_MAX_QUEUE_MINUTES), and
 * that client's share of it and its open orders spent. They open the queue to a year's baking,
 * and let one client or phone hold all of it with as many open orders as they like; the bounds are
 * still counted, as in production. A test of a limit sets its own.
 */
const UNBOUNDED_OPEN_ORDERS = String(1_000_000_000);

export const LOAD_TEST_INTAKE = {
  KITCHEN_MAX_QUEUE_MINUTES: String(365 * 24 * 60),
  KITCHEN_MAX_SHARE_PERCENT: '100',
  ORDER_MAX_OPEN_PER_PHONE: UNBOUNDED_OPEN_ORDERS,
  ORDER_MAX_OPEN_PER_CLIENT: UNBOUNDED_OPEN_ORDERS,
};
