import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The staff and staff_sessions tables: accounts, and sessions by the hash of their token. */

export interface AccountRow {
  username: string;
  role: string;
  created_at: number;
}

export function findAccountRow(db: Kysely<Database>, username: string): Promise<AccountRow | undefined> {
  return db.selectFrom('staff').select(['username', 'role', 'created_at']).where('username', '=', username).executeTakeFirst();
}

export function listAccountRows(db: Kysely<Database>): Promise<AccountRow[]> {
  return db.selectFrom('staff').select(['username', 'role', 'created_at']).orderBy('username').execute();
}

export async function anyAccount(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('staff').select('username').limit(1).executeTakeFirst()) !== undefined;
}

export async function countOwners(db: Kysely<Database>): Promise<number> {
  const { owners } = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('owners'))
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(owners);
}

/** False when the username is taken. */
export async function insertAccount(db: Kysely<Database>, row: AccountRow & { password_hash: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('staff')
    .values(row)
    .onConflict((conflict) => conflict.column('username').doNothing())
    .executeTakeFirst();
  return Boolean(inserted.numInsertedOrUpdatedRows);
}

export async function setRole(db: Kysely<Database>, username: string, role: string): Promise<void> {
  await db.updateTable('staff').set({ role }).where('username', '=', username).execute();
}

export async function setPasswordHash(db: Kysely<Database>, username: string, passwordHash: string): Promise<void> {
  await db.updateTable('staff').set({ password_hash: passwordHash }).where('username', '=', username).execute();
}

/** Removes the account; its sessions go with it (the foreign key cascades). */
export async function deleteAccount(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('staff').where('username', '=', username).execute();
}

export function passwordOf(db: Kysely<Database>, username: string) {
  return db.selectFrom('staff').select(['username', 'password_hash', 'role']).where('username', '=', username).executeTakeFirst();
}

export async function insertSession(
  db: Kysely<Database>,
  session: { token_hash: string; username: string; csrf_token: string; expires_at: number },
): Promise<void> {
  await db.insertInto('staff_sessions').values(session).execute();
}

/** A session unexpired at `now`, with its account's role as it is now. */
export function sessionRow(db: Kysely<Database>, tokenHash: string, now: number) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.username', 'staff_sessions.username')
    .select(['staff_sessions.username', 'staff.role', 'staff_sessions.csrf_token', 'staff_sessions.expires_at'])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.expires_at', '>', now)
    .executeTakeFirst();
}

/** The username whose session it was; undefined when there was none. */
export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<string | undefined> {
  const deleted = await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).returning('username').executeTakeFirst();
  return deleted?.username;
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('expires_at', '<', now).execute();
}

/** Every session of the account but the one with `keptTokenHash`, if given. */
export async function deleteSessionsOf(db: Kysely<Database>, username: string, keptTokenHash?: string): Promise<void> {
  let sessions = db.deleteFrom('staff_sessions').where('username', '=', username);
  if (keptTokenHash !== undefined) sessions = sessions.where('token_hash', '!=', keptTokenHash);
  await sessions.execute();
}
