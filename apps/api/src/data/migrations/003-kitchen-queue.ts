import { type Kysely, type Migration, sql } from 'kysely';
import { IN_KITCHEN, isPostgres } from './sql-terms.ts';

export const migration: Migration = {
  /**
   * The pizzas waiting in the kitchen, by priority, kept by the database itself: every new order
   * reads them, and summing the queue each time grew with the queue. Triggers keep the two rows
   * right whoever writes an order, in the same transaction.
   */
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('kitchen_queue')
      .addColumn('priority', 'integer', (c) => c.primaryKey())
      .addColumn('pizzas', 'bigint', (c) => c.notNull())
      .execute();
    for (const priority of [0, 1]) {
      await sql`insert into kitchen_queue (priority, pizzas)
        select ${sql.lit(priority)}, coalesce(sum(pizza_count), 0) from orders
        where priority = ${sql.lit(priority)} and status in (${IN_KITCHEN})`.execute(db);
    }
    const add = (row: 'new' | 'old', sign: '+' | '-') =>
      sql`update kitchen_queue set pizzas = pizzas ${sql.raw(`${sign} ${row}.pizza_count`)} where priority = ${sql.raw(`${row}.priority`)}`;
    if (isPostgres(db)) {
      await sql`create function kitchen_queue_follow() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') and old.status in (${IN_KITCHEN}) then ${add('old', '-')}; end if;
          if tg_op in ('INSERT', 'UPDATE') and new.status in (${IN_KITCHEN}) then ${add('new', '+')}; end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger kitchen_queue_follow after insert or delete or update of status, priority, pizza_count on orders
        for each row execute function kitchen_queue_follow()`.execute(db);
    } else {
      const events = { insert: 'insert', update: 'update of status, priority, pizza_count', delete: 'delete' };
      const follow = (name: string, event: string, row: 'new' | 'old', sign: '+' | '-') =>
        sql`create trigger ${sql.raw(name)} after ${sql.raw(event)} on orders when ${sql.raw(`${row}.status`)} in (${IN_KITCHEN})
          begin ${add(row, sign)}; end`.execute(db);
      await follow('kitchen_queue_on_insert', events.insert, 'new', '+');
      await follow('kitchen_queue_on_leave', events.update, 'old', '-');
      await follow('kitchen_queue_on_enter', events.update, 'new', '+');
      await follow('kitchen_queue_on_delete', events.delete, 'old', '-');
    }
  },
};
