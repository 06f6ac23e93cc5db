import { type Kysely, type Migration, sql } from 'kysely';
import { ALWAYS_OPEN } from '@chulo/domain';

export const migration: Migration = {
  /**
   * When the shop takes orders and where it delivers: one row, each part as JSON in the contract's
   * shape. A new shop is always open and delivers everywhere, as every shop did before.
   */
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shop_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('hours', 'text', (c) => c.notNull())
      .addColumn('closures', 'text', (c) => c.notNull())
      .addColumn('delivery_area', 'text')
      .execute();
    await sql`insert into shop_settings (id, hours, closures, delivery_area)
      values (1, ${JSON.stringify(ALWAYS_OPEN.hours)}, ${JSON.stringify(ALWAYS_OPEN.closures)}, null)`.execute(db);
  },
};
