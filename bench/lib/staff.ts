import { addStaffAccount, signInStaff, type StaffSession, staffHeaders } from '@chulo/test-lab';

export const BENCH_STAFF = { username: 'bench', password: 'kitchen-password-under-load-1' };

/** Adds the benchmark's staff account with the project's own command, built, as `pnpm staff add` runs it; it migrates the database too. */
export function addBenchStaff(databaseUrl: string): void {
  addStaffAccount(databaseUrl, BENCH_STAFF.username, BENCH_STAFF.password);
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
