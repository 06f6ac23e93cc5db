import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_status_changes')
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      // Statuses only move forward, so each one happens at most once per order.
      .addPrimaryKeyConstraint('order_status_changes_pk', ['order_id', 'status'])
      .execute();

    await db.schema
      .createTable('staff')
      .addColumn('username', 'text', (c) => c.primaryKey())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('staff_sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull().references('staff.username').onDelete('cascade'))
      .addColumn('csrf_token', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
