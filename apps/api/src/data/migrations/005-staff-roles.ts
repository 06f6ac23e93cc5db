import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  /** Owners run the shop, the kitchen moves orders. Every account from before roles is an owner, so no shop loses access. */
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('staff').addColumn('role', 'text', (c) => c.notNull().defaultTo('owner')).execute();
  },
};
