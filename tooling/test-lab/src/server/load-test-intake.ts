/**
 * Load and fault tests place tens of thousands of orders with no one baking them: the kitchen's
 * queue would soon be "full" (KITCHEN_MAX_QUEUE_MINUTES). They open it to a year's baking instead;
 * a test of the limit sets its own.
 */
export const LOAD_TEST_INTAKE = { KITCHEN_MAX_QUEUE_MINUTES: String(365 * 24 * 60) };
