import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../data/schema.ts';
import { ClientError } from '../refusals.ts';
import { messages, type StaffRole, type StaffSession, USERNAME_PATTERN, USERNAME_RULE } from '@chulo/api-client/contract';
import { passwordProblem } from './password-policy.ts';
import { hashPassword, verifyPassword } from './staff-passwords.ts';
import { holdLock, inTransaction } from '../data/transaction.ts';
import { lookAlikeOf } from './look-alike-names.ts';
import { recordChange } from '../data/history-log.ts';
import {
  anyAccount,
  countOwners,
  deleteAccount,
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOf,
  findAccountRow,
  insertAccount,
  insertSession,
  listAccountRows,
  passwordOf,
  sessionRow,
  setPasswordHash,
  setRole,
} from '../data/staff-rows.ts';

export type { StaffSession };

/** Only a hash of the session token is stored: a leaked database opens no session. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Who changes accounts from the command line (`pnpm staff`), as the history names them. */
export const OPERATOR = 'pnpm staff';

/** The advisory lock that stands for the staff accounts: changes that count the owners run one at a time. */
const STAFF_LOCK_ID = 0x73746166;

export interface StaffAccountRecord {
  username: string;
  role: StaffRole;
  /** Epoch milliseconds. */
  createdAt: number;
}

const toAccount = (row: { username: string; role: string; created_at: number }): StaffAccountRecord => ({
  username: row.username,
  role: row.role as StaffRole,
  createdAt: row.created_at,
});

async function findAccount(trx: Kysely<Database>, username: string): Promise<StaffAccountRecord> {
  const row = await findAccountRow(trx, username);
  if (!row) throw new ClientError(404, messages.noSuchAccount(username));
  return toAccount(row);
}

/** Refuses to take away an owner when it is the last one. Run under the staff lock, so two owners cannot each take the other away. */
async function keepAnOwner(trx: Kysely<Database>): Promise<void> {
  if ((await countOwners(trx)) <= 1) throw new ClientError(409, messages.LAST_OWNER);
}

/** A username the history would show as another's ("sita1" beside "sital", "rnaya" beside "maya"): 409. Run under the staff lock. */
async function refuseLookAlike(trx: Kysely<Database>, username: string): Promise<void> {
  const existing = lookAlikeOf(username, (await listAccountRows(trx)).map((row) => row.username));
  if (existing !== undefined && existing !== username) throw new ClientError(409, messages.usernameLooksLike(username, existing));
}

/** The hash of a password the policy takes; hashed before any transaction opens, as scrypt takes a while. */
async function checkedHash(password: string): Promise<string> {
  const weakness = await passwordProblem(password);
  if (weakness) throw new ClientError(400, weakness);
  return hashPassword(password);
}

/** Compared against when the username is unknown, so a wrong name takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null;

/** The kitchen's accounts and sign-in sessions. */
export class StaffAccounts {
  readonly #db: Kysely<Database>;
  readonly #sessionMs: number;

  constructor(db: Kysely<Database>, sessionHours: number) {
    this.#db = db;
    this.#sessionMs = sessionHours * 3_600_000;
  }

  /** Without a role, the shop's first account is its owner and every later one works in the kitchen. */
  async add(username: string, password: string, role?: StaffRole, by = OPERATOR): Promise<StaffAccountRecord> {
    if (!USERNAME_PATTERN.test(username)) throw new ClientError(400, USERNAME_RULE);
    const passwordHash = await checkedHash(password);
    return inTransaction(this.#db, async (trx) => {
      await holdLock(trx, STAFF_LOCK_ID);
      await refuseLookAlike(trx, username);
      const given = role ?? ((await this.exist(trx)) ? 'kitchen' : 'owner');
      const account = { username, role: given, createdAt: Date.now() };
      const inserted = await insertAccount(trx, { username, password_hash: passwordHash, role: given, created_at: account.createdAt });
      if (!inserted) throw new ClientError(409, messages.accountExists(username));
      await recordChange(trx, { staff: by, action: 'staff-added', summary: `Added ${username} (${given})` });
      return account;
    });
  }

  /**
   * A new role, a new password, or both. A new password ends every other session of the account
   * (whoever knew the old one is signed out); `keepSession` is the token of the session asking,
   * which stays open when members of staff reset their own.
   */
  async change(username: string, change: { role?: StaffRole; password?: string }, by: string, keepSession?: string): Promise<StaffAccountRecord> {
    const passwordHash = change.password === undefined ? undefined : await checkedHash(change.password);
    return inTransaction(this.#db, async (trx) => {
      await holdLock(trx, STAFF_LOCK_ID);
      const account = await findAccount(trx, username);
      if (change.role !== undefined && change.role !== account.role) {
        if (account.role === 'owner') await keepAnOwner(trx);
        await setRole(trx, username, change.role);
        await recordChange(trx, { staff: by, action: 'role-changed', summary: `${username}: ${account.role} → ${change.role}` });
        account.role = change.role;
      }
      if (passwordHash !== undefined) {
        await setPasswordHash(trx, username, passwordHash);
        await deleteSessionsOf(trx, username, keepSession === undefined ? undefined : tokenHash(keepSession));
        // Never the password itself, nor its hash.
        await recordChange(trx, { staff: by, action: 'password-reset', summary: `${username}: password reset` });
      }
      return account;
    });
  }

  /** Removes an account and, with it, its sessions; the shop keeps at least one owner. */
  async remove(username: string, by = OPERATOR): Promise<StaffAccountRecord> {
    return inTransaction(this.#db, async (trx) => {
      await holdLock(trx, STAFF_LOCK_ID);
      const account = await findAccount(trx, username);
      if (account.role === 'owner') await keepAnOwner(trx);
      await deleteAccount(trx, username);
      await recordChange(trx, { staff: by, action: 'staff-removed', summary: `Removed ${username} (${account.role})` });
      return account;
    });
  }

  async list(): Promise<StaffAccountRecord[]> {
    return (await listAccountRows(this.#db)).map(toAccount);
  }

  async exist(db: Kysely<Database> = this.#db): Promise<boolean> {
    return anyAccount(db);
  }

  /** A new session and its token, or null when the name or password is wrong. */
  async signIn(username: string, password: string): Promise<{ token: string; session: StaffSession } | null> {
    const account = await passwordOf(this.#db, username);
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const valid = await verifyPassword(password, account?.password_hash ?? (await decoyHash));
    if (!account || !valid) return null;
    const token = randomBytes(32).toString('base64url');
    const session: StaffSession = { username, role: account.role as StaffRole, csrfToken: randomBytes(24).toString('base64url'), expiresAt: Date.now() + this.#sessionMs };
    await insertSession(this.#db, { token_hash: tokenHash(token), username, csrf_token: session.csrfToken, expires_at: session.expiresAt });
    await deleteExpiredSessions(this.#db, Date.now());
    return { token, session };
  }

  async session(token: string): Promise<StaffSession | null> {
    // The role as it is now, not as it was at sign-in: an owner's change of someone's role holds at once.
    const row = await sessionRow(this.#db, tokenHash(token), Date.now());
    return row ? { username: row.username, role: row.role as StaffRole, csrfToken: row.csrf_token, expiresAt: row.expires_at } : null;
  }

  async signOut(token: string): Promise<void> {
    await deleteSession(this.#db, tokenHash(token));
  }
}
