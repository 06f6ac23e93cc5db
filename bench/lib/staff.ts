import { spawn } from 'node:child_process';
import { REPO_ROOT, track } from './server.ts';

export const BENCH_STAFF = { username: 'bench', password: 'bench-kitchen-password-1' };

/** Adds the benchmark's staff account with the project's own CLI (`npm run staff -- add`); it migrates the database too. */
export async function addStaffAccount(databaseUrl: string): Promise<void> {
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/staff.ts', 'add', BENCH_STAFF.username, '--password-stdin'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['pipe', 'ignore', 'pipe'],
    }),
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.stdin?.end(`${BENCH_STAFF.password}\n`);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run staff -- add failed (${code}): ${errors}`);
}

export interface StaffSession {
  cookie: string;
  csrfToken: string;
}

export async function signIn(baseUrl: string): Promise<StaffSession> {
  const response = await fetch(`${baseUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_STAFF),
  });
  const answer = (await response.json()) as { data?: { csrfToken: string }; message?: string };
  if (!response.ok || !answer.data) throw new Error(`staff sign-in answered ${response.status}: ${answer.message}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { cookie, csrfToken: answer.data.csrfToken };
}

/** Moves an order on as the kitchen would; resolves with the answer's status. */
export async function moveOrder(baseUrl: string, session: StaffSession, id: string, status: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/staff/orders/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrfToken },
    body: JSON.stringify({ status }),
  });
  await response.arrayBuffer();
  return response.status;
}
