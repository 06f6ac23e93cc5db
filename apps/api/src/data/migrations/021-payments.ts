import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  /**
   * Paying online (decision 047). An order knows how it is paid ('cash' for every order before)
   * and, while it awaits payment, until when (`pay_by`); the kitchen's queue needs nothing new:
   * 'awaiting-payment' is not one of its statuses, so the triggers of 003 leave such an order out
   * until it becomes 'preparing'. Each try at paying is a row of its own, with the provider's
   * reference and its last word; the open ones are read by a partial index, as few as they are.
   * One row per lease lets one instance at a time ask the providers about them.
   */
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('cash')).execute();
    await db.schema.alterTable('orders').addColumn('pay_by', 'bigint').execute();
    await db.schema
      .createIndex('orders_awaiting_payment')
      .on('orders')
      .column('pay_by')
      .where(sql<boolean>`status = 'awaiting-payment'`)
      .execute();
    await db.schema
      .createTable('payment_attempts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('reference', 'text')
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('provider_status', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('checked_at', 'bigint')
      .addColumn('settled_at', 'bigint')
      .addColumn('refund', 'text')
      .execute();
    await db.schema.createIndex('payment_attempts_by_order').on('payment_attempts').columns(['order_id', 'created_at']).execute();
    await db.schema.createIndex('payment_attempts_by_reference').on('payment_attempts').columns(['provider', 'reference']).unique().execute();
    await db.schema
      .createIndex('payment_attempts_open')
      .on('payment_attempts')
      .column('checked_at')
      .where(sql<boolean>`state = 'open'`)
      .execute();
    await db.schema
      .createTable('leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('until', 'bigint', (c) => c.notNull())
      .execute();
  },
};
