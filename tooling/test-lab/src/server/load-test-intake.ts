/**
 * Load and fault tests place tens of thousands of orders with no one baking them, from one client
 * and often one phone: the kitchen's queue would soon be "full" (KITCHEN_MAX_QUEUE_MINUTES), and
 * that client's share of it and its open orders spent. They open the queue to a year's baking and
 * turn the per-customer bounds off, so that one client's orders are neither refused nor made to
 * wait on that one client's lock. A test of a limit sets its own.
 */
export const LOAD_TEST_INTAKE = {
  KITCHEN_MAX_QUEUE_MINUTES: String(365 * 24 * 60),
  KITCHEN_MAX_SHARE_PERCENT: 'off',
  ORDER_MAX_OPEN_PER_PHONE: 'off',
  ORDER_MAX_OPEN_PER_CLIENT: 'off',
};
