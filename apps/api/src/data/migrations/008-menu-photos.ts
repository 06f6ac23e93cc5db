import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  /**
   * Owners run the menu: a pizza can be retired (off the customers' menu, kept for the orders
   * that name it) and carry a photo, stored as the files it was made into (data/schema.ts).
   * Names were unique as written; now also whatever their case, so "margherita" cannot sit
   * beside "Margherita".
   */
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('pizzas').addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('pizzas').addColumn('photo', 'text').execute();
    await db.schema.createIndex('pizzas_name_any_case').on('pizzas').unique().expression(sql`lower(name)`).execute();
  },
};
