import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

/** The sign_in_failures table: failed sign-ins in a row, per username tried. */

export function failuresOf(db: Kysely<Database>, username: string) {
  return db.selectFrom('sign_in_failures').select(['failures', 'last_failed_at']).where('username', '=', username).executeTakeFirst();
}

/**
 * One more failure for `username`, counted in the database itself, so that attempts on several
 * instances at once all count; a run whose last failure is older than `forgottenBefore` starts
 * again at one. Rows forgotten by then are cleared on the way, whoever they were for.
 */
export async function addFailure(db: Kysely<Database>, username: string, now: number, forgottenBefore: number): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('last_failed_at', '<', forgottenBefore).where('username', '!=', username).execute();
  await db
    .insertInto('sign_in_failures')
    .values({ username, failures: 1, last_failed_at: now })
    .onConflict((conflict) =>
      conflict.column('username').doUpdateSet({
        failures: sql<number>`case when sign_in_failures.last_failed_at < ${forgottenBefore} then 1 else sign_in_failures.failures + 1 end`,
        last_failed_at: now,
      }),
    )
    .execute();
}

export async function clearFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('username', '=', username).execute();
}
