import { type Kysely, type Migration, sql } from 'kysely';
import { DELIVERED, isPostgres } from './sql-terms.ts';

export const migration: Migration = {
  /**
   * The sales report reads the orders placed in a range of days. One index by time holds every
   * column the report sums (and the id, by which the CSV pages through a range), so a month of a
   * busy shop's orders is read from the index alone, never from the table. Punctuality needs two
   * times on the order's own row, kept there by the database itself as the kitchen queue is
   * (003): when it was delivered (its status change; looking that up among every order's changes
   * cost more than all the rest of the report), and the estimate the customer last saw before
   * then, which the delivery itself overwrites (estimateOnMove). Orders delivered before this
   * migration keep their delivery time but no promise: that estimate is gone. Best sellers read
   * order lines from an index of the columns they sum.
   */
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('delivered_at', 'bigint').execute();
    await db.schema.alterTable('orders').addColumn('promised_delivery', 'bigint').execute();
    await sql`update orders set delivered_at = (select at from order_status_changes c where c.order_id = orders.id and c.status = ${DELIVERED})
      where status = ${DELIVERED}`.execute(db);
    const delivered = sql`update orders set delivered_at = new.at where id = new.order_id`;
    const promised = sql`update orders set promised_delivery = old.estimated_delivery where id = new.id`;
    if (isPostgres(db)) {
      await sql`create function orders_delivered_at_follow() returns trigger language plpgsql as $$
        begin ${delivered}; return null; end $$`.execute(db);
      await sql`create trigger orders_delivered_at_follow after insert on order_status_changes
        for each row when (new.status = ${DELIVERED}) execute function orders_delivered_at_follow()`.execute(db);
      await sql`create function orders_promise_keep() returns trigger language plpgsql as $$
        begin ${promised}; return null; end $$`.execute(db);
      await sql`create trigger orders_promise_keep after update of status on orders
        for each row when (new.status = ${DELIVERED} and old.status <> ${DELIVERED}) execute function orders_promise_keep()`.execute(db);
    } else {
      await sql`create trigger orders_delivered_at_follow after insert on order_status_changes when new.status = ${DELIVERED}
        begin ${delivered}; end`.execute(db);
      await sql`create trigger orders_promise_keep after update of status on orders when new.status = ${DELIVERED} and old.status <> ${DELIVERED}
        begin ${promised}; end`.execute(db);
    }
    await db.schema
      .createIndex('orders_by_time')
      .on('orders')
      .columns(['created_at', 'id', 'status', 'priority', 'order_price', 'priority_price', 'delivered_at', 'promised_delivery'])
      .execute();
    await db.schema.createIndex('order_lines_sold').on('order_lines').columns(['order_id', 'pizza_id', 'quantity', 'unit_price']).execute();
  },
};
