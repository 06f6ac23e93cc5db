import { spawnSync } from 'node:child_process';

/** Builds the server if need be and hashes a password: seconds, more on a busy machine. */
const STAFF_COMMAND_TIMEOUT_MS = 5 * 60_000;

/** Adds a kitchen account as the README does, `pnpm staff add <username> --password-stdin`, on `databaseUrl`. */
export function pnpmStaffAdd(databaseUrl: string, username: string, password: string): void {
  const added = spawnSync('pnpm', ['--workspace-root', 'staff', 'add', username, '--password-stdin'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    input: `${password}\n`,
    encoding: 'utf8',
    timeout: STAFF_COMMAND_TIMEOUT_MS,
  });
  if (added.status !== 0) {
    throw new Error(`pnpm staff add ${username} failed (${added.error?.message ?? `exit ${added.status}`}):\n${added.stdout}${added.stderr}`);
  }
}
