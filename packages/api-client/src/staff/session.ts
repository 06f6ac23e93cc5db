import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/staff-endpoints.ts';
import type { StaffSession } from '../contract/index.ts';
import { StaffSignInSchema } from '../contract/staff-requests.ts';
import checkStaffSession from '../generated/staff-session.ts';
import { checkRequest } from '../request-check.ts';
import { ask, change } from './ask.ts';

/** The signed-in member of staff; a 401 (`isSignedOut`) when nobody is. */
export function getSession(api: ApiConnection): Promise<StaffSession> {
  return ask(api, { to: endpoint.getSession, check: checkStaffSession });
}

/** Starts a session: its cookie comes with the answer, its CSRF token in it. */
export async function signIn(api: ApiConnection, username: string, password: string): Promise<StaffSession> {
  const request = { to: endpoint.signIn, body: { username, password } };
  checkRequest(StaffSignInSchema, request);
  return ask(api, { ...request, check: checkStaffSession });
}

export function signOut(api: ApiConnection, csrfToken: string): Promise<void> {
  return change(api, csrfToken, { to: endpoint.signOut });
}
