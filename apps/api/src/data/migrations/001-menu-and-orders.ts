import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pizzas')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('unit_price', 'integer', (c) => c.notNull())
      .addColumn('ingredients', 'text', (c) => c.notNull())
      .addColumn('sold_out', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('position', 'text', (c) => c.notNull())
      .addColumn('priority', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('order_price', 'bigint', (c) => c.notNull())
      .addColumn('priority_price', 'bigint', (c) => c.notNull())
      .addColumn('pizza_count', 'integer', (c) => c.notNull())
      .addColumn('estimated_delivery', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('queued_at', 'bigint', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.unique())
      .execute();
    // Finds the orders in the kitchen by status (re-planning reads every one of them) without scanning the table.
    await db.schema.createIndex('orders_kitchen_backlog').on('orders').columns(['status', 'priority', 'pizza_count']).execute();

    await db.schema
      .createTable('order_lines')
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('line_no', 'integer', (c) => c.notNull())
      .addColumn('pizza_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('unit_price', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'line_no'])
      .execute();
  },
};
