import { type Kysely, type Migration, sql } from 'kysely';
import { IN_KITCHEN, isPostgres } from './sql-terms.ts';

export const migration: Migration = {
  /**
   * Orders for later (decision 046): an order keeps the time it was asked for and when its baking
   * must start, and is held out of the kitchen's queue until then. The queue's counts (migration 003)
   * now leave held orders out, so that an order for tomorrow weighs on no estimate and no "kitchen
   * is full" today; releasing one (held_for_later to 0) adds it as a status change would. Every
   * existing order is for as soon as possible: no time, never held. The orders still held are read
   * from a small partial index by when their baking must start.
   */
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('deliver_at', 'bigint').execute();
    await db.schema.alterTable('orders').addColumn('bake_from', 'bigint').execute();
    await db.schema.alterTable('orders').addColumn('held_for_later', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('orders_held_for_later').on('orders').column('bake_from').where(sql<boolean>`held_for_later = 1`).execute();

    const add = (row: 'new' | 'old', sign: '+' | '-') =>
      sql`update kitchen_queue set pizzas = pizzas ${sql.raw(`${sign} ${row}.pizza_count`)} where priority = ${sql.raw(`${row}.priority`)}`;
    const queued = (row: 'new' | 'old') => sql`${sql.raw(`${row}.status`)} in (${IN_KITCHEN}) and ${sql.raw(`${row}.held_for_later`)} = 0`;
    if (isPostgres(db)) {
      await sql`create or replace function kitchen_queue_follow() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') and ${queued('old')} then ${add('old', '-')}; end if;
          if tg_op in ('INSERT', 'UPDATE') and ${queued('new')} then ${add('new', '+')}; end if;
          return null;
        end $$`.execute(db);
      await sql`drop trigger kitchen_queue_follow on orders`.execute(db);
      await sql`create trigger kitchen_queue_follow after insert or delete or update of status, priority, pizza_count, held_for_later on orders
        for each row execute function kitchen_queue_follow()`.execute(db);
    } else {
      const events = { insert: 'insert', update: 'update of status, priority, pizza_count, held_for_later', delete: 'delete' };
      const follow = async (name: string, event: string, row: 'new' | 'old', sign: '+' | '-') => {
        await sql`drop trigger ${sql.raw(name)}`.execute(db);
        await sql`create trigger ${sql.raw(name)} after ${sql.raw(event)} on orders when ${queued(row)}
          begin ${add(row, sign)}; end`.execute(db);
      };
      await follow('kitchen_queue_on_insert', events.insert, 'new', '+');
      await follow('kitchen_queue_on_leave', events.update, 'old', '-');
      await follow('kitchen_queue_on_enter', events.update, 'new', '+');
      await follow('kitchen_queue_on_delete', events.delete, 'old', '-');
    }
  },
};
