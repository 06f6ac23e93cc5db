import type { Kysely } from 'kysely';
import { addFailure, clearFailures, failuresOf } from '../data/sign-in-failures.ts';
import type { Database } from '../data/schema.ts';

/** Failures in a row a username may have without waiting: a cook mistyping a few times is not held up. */
const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;
/** A run of failures this old is forgotten: a typo last week does not count towards today's. */
const FORGOTTEN_AFTER_MS = 24 * 3_600_000;

/** How long the next attempt waits after `failures` failures in a row: nothing at first, then doubling, at most LONGEST_WAIT_MS. */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** Math.min(failures - FREE_FAILURES, 16), LONGEST_WAIT_MS);
}

/**
 * Sign-in attempts per username, whoever makes them from wherever (OWASP ASVS 2.2.1): after a few
 * failures in a row each further one makes the next attempt wait longer, and a successful sign-in
 * clears the count. Kept in the database, so it holds across every instance. Usernames that name
 * no account count as well, so that the answers never tell which do.
 */
export class SignInBackOff {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** How long `username` must wait before it may be tried again; 0 when it may be now. */
  async waitMs(username: string, now = Date.now()): Promise<number> {
    const row = await failuresOf(this.#db, username);
    if (!row || row.last_failed_at < now - FORGOTTEN_AFTER_MS) return 0;
    return Math.max(0, row.last_failed_at + waitAfter(row.failures) - now);
  }

  async failed(username: string, now = Date.now()): Promise<void> {
    await addFailure(this.#db, username, now, now - FORGOTTEN_AFTER_MS);
  }

  async succeeded(username: string): Promise<void> {
    await clearFailures(this.#db, username);
  }
}
