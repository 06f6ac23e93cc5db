import { onTestFinished } from 'vitest';
import type { StaffRole } from '@chulo/api-client/contract';
import { createTestDatabase, type ServerProcess, startServerProcess } from '@chulo/test-lab';
import { openStore } from '../data/database.ts';
import { StaffAccounts } from '../services/staff-roster.ts';

/** A staff account for `twoInstances` to add before the test signs in. */
export interface StaffAccount {
  username: string;
  password: string;
  role?: StaffRole;
}

/**
 * Two instances of the built server on one new PostgreSQL database, started at once as a deploy
 * starts them (so that they race to migrate and seed it), with `staff` added to the database; both
 * stopped, and the database dropped, when the test ends.
 */
export async function twoInstances({ env, staff = [] }: { env?: Record<string, string>; staff?: StaffAccount[] } = {}): Promise<[ServerProcess, ServerProcess]> {
  const database = await createTestDatabase('postgres');
  onTestFinished(() => database.drop());
  const started = () => startServerProcess({ built: true, databaseUrl: database.url, env });
  const [a, b] = await Promise.all([started(), started()]);
  for (const server of [a, b]) onTestFinished(() => server.stop());
  const store = openStore(database.url);
  try {
    const accounts = new StaffAccounts(store.db, 12);
    for (const { username, password, role } of staff) await accounts.add(username, password, role);
  } finally {
    await store.db.destroy();
  }
  return [a, b];
}
