import { type Kysely, type Migration } from 'kysely';
import { isPostgres } from './sql-terms.ts';

export const migration: Migration = {
  /** Who changed what on the menu, prices, staff and hours, and when: written beside each change, never rewritten. */
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('history')
      .addColumn('id', 'integer', (c) => (isPostgres(db) ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement()))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('staff', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('history_newest_first').on('history').columns(['at', 'id']).execute();
  },
};
