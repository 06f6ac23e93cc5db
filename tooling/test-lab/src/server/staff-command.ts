import { spawnSync } from 'node:child_process';
import type { StaffRole } from '@chulo/api-client/contract';
import { API_DIR, staffCommandArguments } from './server-command.ts';

/** Migrating a fresh database and hashing a password take a second or two; a hung command must not hang the harness. */
const STAFF_COMMAND_TIMEOUT_MS = 60_000;

export interface StaffCommandOutcome {
  /** The exit code; null when the command was killed. */
  status: number | null;
  /** What it printed, stdout then stderr. */
  output: string;
}

/**
 * The staff command against `databaseUrl`, as `pnpm staff <args>` runs it (built, unless told
 * otherwise), with `input` on its stdin (the password, for `add <username> --password-stdin`). It
 * migrates the database first.
 */
export function runStaffCommand(databaseUrl: string, args: string[], input = '', { built = true } = {}): StaffCommandOutcome {
  const result = spawnSync(process.execPath, [...staffCommandArguments({ built }), ...args], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    input,
    encoding: 'utf8',
    timeout: STAFF_COMMAND_TIMEOUT_MS,
  });
  if (result.error) throw new Error(`pnpm staff ${args.join(' ')} could not run: ${result.error.message}`, { cause: result.error });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Adds a staff account (an owner, unless told otherwise) with `pnpm staff add`, or fails with what the command said. */
export function addStaffAccount(databaseUrl: string, username: string, password: string, role: StaffRole = 'owner'): void {
  const { status, output } = runStaffCommand(databaseUrl, ['add', username, '--role', role, '--password-stdin'], `${password}\n`);
  if (status !== 0) throw new Error(`pnpm staff add ${username} failed (${status}): ${output}`);
}
