import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../data/schema.ts';
import { ClientError } from './errors.ts';
import { messages, type StaffRole, type StaffSession, USERNAME_PATTERN, USERNAME_RULE } from '@chulo/api-client/contract';
import { passwordProblem } from './password-policy.ts';
import { hashPassword, verifyPassword } from './staff-passwords.ts';

export type { StaffSession };

/** Only a hash of the session token is stored: a leaked database opens no session. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

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
  async add(username: string, password: string, role?: StaffRole): Promise<StaffRole> {
    if (!USERNAME_PATTERN.test(username)) throw new ClientError(400, USERNAME_RULE);
    const weakness = await passwordProblem(password);
    if (weakness) throw new ClientError(400, weakness);
    const exists = await this.#db.selectFrom('staff').select('username').where('username', '=', username).executeTakeFirst();
    if (exists) throw new ClientError(409, messages.accountExists(username));
    const given = role ?? ((await this.exist()) ? 'kitchen' : 'owner');
    await this.#db.insertInto('staff').values({ username, password_hash: await hashPassword(password), role: given, created_at: Date.now() }).execute();
    return given;
  }

  async remove(username: string): Promise<boolean> {
    const { numDeletedRows } = await this.#db.deleteFrom('staff').where('username', '=', username).executeTakeFirstOrThrow();
    return numDeletedRows > 0n;
  }

  async list(): Promise<{ username: string; role: StaffRole; createdAt: number }[]> {
    const rows = await this.#db.selectFrom('staff').select(['username', 'role', 'created_at']).orderBy('username').execute();
    return rows.map((row) => ({ username: row.username, role: row.role as StaffRole, createdAt: row.created_at }));
  }

  async exist(): Promise<boolean> {
    return (await this.#db.selectFrom('staff').select('username').limit(1).executeTakeFirst()) !== undefined;
  }

  /** A new session and its token, or null when the name or password is wrong. */
  async signIn(username: string, password: string): Promise<{ token: string; session: StaffSession } | null> {
    const account = await this.#db.selectFrom('staff').select(['username', 'password_hash', 'role']).where('username', '=', username).executeTakeFirst();
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const valid = await verifyPassword(password, account?.password_hash ?? (await decoyHash));
    if (!account || !valid) return null;
    const token = randomBytes(32).toString('base64url');
    const session: StaffSession = { username, role: account.role as StaffRole, csrfToken: randomBytes(24).toString('base64url'), expiresAt: Date.now() + this.#sessionMs };
    await this.#db
      .insertInto('staff_sessions')
      .values({ token_hash: tokenHash(token), username, csrf_token: session.csrfToken, expires_at: session.expiresAt })
      .execute();
    await this.#db.deleteFrom('staff_sessions').where('expires_at', '<', Date.now()).execute();
    return { token, session };
  }

  async session(token: string): Promise<StaffSession | null> {
    // The role as it is now, not as it was at sign-in: an owner's change of someone's role holds at once.
    const row = await this.#db
      .selectFrom('staff_sessions')
      .innerJoin('staff', 'staff.username', 'staff_sessions.username')
      .select(['staff_sessions.username', 'staff.role', 'staff_sessions.csrf_token', 'staff_sessions.expires_at'])
      .where('staff_sessions.token_hash', '=', tokenHash(token))
      .where('staff_sessions.expires_at', '>', Date.now())
      .executeTakeFirst();
    return row ? { username: row.username, role: row.role as StaffRole, csrfToken: row.csrf_token, expiresAt: row.expires_at } : null;
  }

  async signOut(token: string): Promise<void> {
    await this.#db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash(token)).execute();
  }
}
