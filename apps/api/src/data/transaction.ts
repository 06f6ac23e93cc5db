import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * PostgreSQL aborts one of two transactions that wait on each other's rows (a deadlock,
 * 40P01) or cannot be serialized (40001). Neither is the customer's fault and the
 * transaction holds no effects once aborted, so it is simply run again.
 */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 4;

export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= ATTEMPTS || code === undefined || !RETRYABLE.has(code)) throw error;
    }
  }
}

/**
 * Holds a PostgreSQL advisory lock until the transaction ends, so that changes which read before
 * they write (the kitchen's re-planning, the count of owners) run one at a time across every
 * instance. SQLite needs none: its single writer already runs transactions one after another.
 */
export async function holdLock(trx: Kysely<Database>, lockId: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${lockId})`.execute(trx);
}

/** The first key of the advisory locks that stand for one customer (a phone, a client), apart from holdLock's single-key ones. */
const CUSTOMER_LOCK_CLASS = 0x686f6c64;

/**
 * Holds one PostgreSQL advisory lock per name until the transaction ends, so that two instances
 * (or two batches of one) count and add a customer's orders one after the other. Taken in one
 * statement, in the order of their keys, so that two transactions wanting some of the same never
 * wait on each other in a circle. SQLite needs none, as for holdLock.
 */
export async function holdLocksOn(trx: Kysely<Database>, names: readonly string[]): Promise<void> {
  if (names.length === 0 || !(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select count(pg_advisory_xact_lock(${CUSTOMER_LOCK_CLASS}, lock_key)) from
    (select distinct hashtext(name) as lock_key from unnest(${[...names]}::text[]) as name order by lock_key) as sorted`.execute(trx);
}
