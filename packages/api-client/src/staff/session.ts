import type { ApiConnection } from '../connection.ts';
import type { StaffSession } from '../contract/index.ts';
import checkStaffSession from '../generated/staff-session.ts';
import { ask, change } from './ask.ts';

/** The signed-in member of staff; a 401 (`isSignedOut`) when nobody is. */
export function getSession(api: ApiConnection): Promise<StaffSession> {
  return ask(api, { method: 'GET', path: '/api/staff/session', check: checkStaffSession });
}

/** Starts a session: its cookie comes with the answer, its CSRF token in it. */
export function signIn(api: ApiConnection, username: string, password: string): Promise<StaffSession> {
  return ask(api, { method: 'POST', path: '/api/staff/login', body: { username, password }, check: checkStaffSession });
}

export function signOut(api: ApiConnection, csrfToken: string): Promise<void> {
  return change(api, csrfToken, { method: 'POST', path: '/api/staff/logout' });
}
