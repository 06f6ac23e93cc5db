import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  /**
   * Best sellers read order lines by when they were placed, as the report reads orders (009),
   * instead of through an index keyed by order id. Order ids are random, so every order placed
   * wrote a page of its own into that index at a random place; keyed by time, a batch of orders
   * appends to the index's last pages. The order's time on its lines is a copy that never
   * changes: an order keeps the time it was placed.
   */
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('order_lines').addColumn('placed_at', 'bigint').execute();
    await sql`update order_lines set placed_at = (select o.created_at from orders o where o.id = order_lines.order_id)`.execute(db);
    await db.schema.dropIndex('order_lines_sold').execute();
    await db.schema.createIndex('order_lines_by_time').on('order_lines').columns(['placed_at', 'pizza_id', 'quantity', 'unit_price']).execute();
  },
};
