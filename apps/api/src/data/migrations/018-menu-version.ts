import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './sql-terms.ts';

/** The tables an order is priced from (services/order-lines.ts). */
const MENU_TABLES = ['pizzas', 'choices', 'choice_prices', 'pizza_choices'] as const;

export const migration: Migration = {
  /**
   * Every checkout prices its lines from the menu as the database holds it, in its own
   * transaction. Reading the four tables again for each batch of orders cost more than the batch's
   * other reads together, for a menu that changes a few times a day; a number the database itself
   * moves on with every write to them lets an instance keep the menu it read and know, with one
   * small read, whether it still holds. Kept by triggers, so no edit of the menu, from any
   * instance or by hand, can leave it behind.
   */
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('menu_version')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await sql`insert into menu_version (id, version) values (1, 1)`.execute(db);
    const moveOn = sql`update menu_version set version = version + 1`;
    if (isPostgres(db)) {
      await sql`create function menu_version_move_on() returns trigger language plpgsql as $$
        begin ${moveOn}; return null; end $$`.execute(db);
      for (const table of MENU_TABLES) {
        await sql`create trigger ${sql.id(`${table}_menu_version`)} after insert or update or delete on ${sql.table(table)}
          for each statement execute function menu_version_move_on()`.execute(db);
      }
    } else {
      for (const table of MENU_TABLES) {
        for (const event of ['insert', 'update', 'delete']) {
          await sql`create trigger ${sql.id(`${table}_menu_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
            begin ${moveOn}; end`.execute(db);
        }
      }
    }
  },
};
