import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  /**
   * A size, crust or extra the shop no longer sells is retired, as pizzas are (decision 042): off
   * the menu and the choice sheet, still in the owners' list to bring back. What pizzas offered of
   * it and its prices stay, so that it comes back as it was; past orders name it as ordered.
   */
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('choices').addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};
