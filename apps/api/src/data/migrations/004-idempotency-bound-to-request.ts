import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  /**
   * Keys were stored as sent, shared by every client and bound to nothing. From here on a key is
   * stored as a digest scoped to its customer, beside a digest of its request; the old raw keys
   * can match no new one, which only means a checkout retried across this upgrade is placed anew.
   */
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('idempotency_request', 'text').execute();
  },
};
