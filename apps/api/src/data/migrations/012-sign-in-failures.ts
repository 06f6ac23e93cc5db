import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  /**
   * Failed kitchen sign-ins in a row, per username tried (whether or not it names an account, so
   * that the answers never tell which do): each further failure makes the next attempt wait
   * longer, on every instance behind the load balancer alike.
   */
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_failures')
      .addColumn('username', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failed_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
