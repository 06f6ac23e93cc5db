import { spawn } from 'node:child_process';
import { API_DIR, trackChild } from '@chulo/api/testing/server-process';
import { signInStaff, type StaffSession, staffHeaders } from '@chulo/api/testing/staff';
import { assertServerBuilt, STAFF_CLI } from './packages.ts';

export const BENCH_STAFF = { username: 'bench', password: 'bench-kitchen-password-1' };

/**
 * Adds the benchmark's staff account with the project's own command, built, as `pnpm staff add` runs it
 * (`node dist/cli/staff.js` in apps/api); it migrates the database too.
 */
export async function addStaffAccount(databaseUrl: string): Promise<void> {
  assertServerBuilt();
  const child = trackChild(
    spawn(process.execPath, [STAFF_CLI, 'add', BENCH_STAFF.username, '--password-stdin'], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['pipe', 'ignore', 'pipe'],
    }),
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.stdin?.end(`${BENCH_STAFF.password}\n`);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`pnpm staff add failed (${code}): ${errors}`);
}

/** Signs the benchmark's staff account in. */
export function signIn(baseUrl: string): Promise<StaffSession> {
  return signInStaff(baseUrl, BENCH_STAFF.username, BENCH_STAFF.password);
}

/** Moves an order on as the kitchen would; resolves with the answer's status. */
export async function moveOrder(baseUrl: string, session: StaffSession, id: string, status: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/staff/orders/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...staffHeaders(session) },
    body: JSON.stringify({ status }),
  });
  await response.arrayBuffer();
  return response.status;
}
