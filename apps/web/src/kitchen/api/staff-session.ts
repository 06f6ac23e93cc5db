import { redirect } from 'react-router';
import { HttpError, isSignedOut, type StaffSession } from '@chulo/api-client';
import * as staffApi from '@chulo/api-client/staff';
import { api } from '../../lib/api-client.ts';

export type { StaffSession };

/**
 * The signed-in member of staff, held in memory only: the cookie proves who it is,
 * and the CSRF token must never outlive the page. After a reload the session is
 * asked for again (`GET /api/staff/session`).
 */
let known: Promise<StaffSession | null> | undefined;

async function askServer(): Promise<StaffSession | null> {
  try {
    return await staffApi.getSession(api);
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

/** The current session, or null when signed out. Asks the server once, then remembers. */
export function currentSession(): Promise<StaffSession | null> {
  const session = (known ??= askServer());
  // A failed check is not remembered: the next screen asks again.
  session.catch(() => {
    if (known === session) known = undefined;
  });
  return session.then((found) => (found && found.expiresAt > Date.now() ? found : null));
}

export function forgetSession(): void {
  known = undefined;
}

export async function signIn(username: string, password: string): Promise<StaffSession> {
  const session = await staffApi.signIn(api, username, password);
  known = Promise.resolve(session);
  return session;
}

export async function signOut(): Promise<void> {
  const session = await currentSession();
  forgetSession();
  if (!session) return;
  try {
    await staffApi.signOut(api, session.csrfToken);
  } catch (error) {
    // Already signed out on the server: nothing left to end.
    if (!isSignedOut(error)) throw error;
  }
}

/** What the staff API answers without a session, said here before asking it. */
function signedOut(): HttpError {
  const message = 'Please sign in to the kitchen';
  return new HttpError(message, { method: 'GET', path: '/api/staff/session', status: 401, serverMessage: message });
}

/**
 * Runs a change with the session's CSRF token. When another sign-in on this browser
 * has replaced the session (the cookie is shared by every tab), the token is stale:
 * the session is asked for again and the change tried once more.
 */
export async function asStaff<T>(change: (csrfToken: string) => Promise<T>): Promise<T> {
  const session = await currentSession();
  if (!session) throw signedOut();
  try {
    return await change(session.csrfToken);
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 403)) throw error;
    forgetSession();
    const renewed = await currentSession();
    if (!renewed) throw signedOut();
    return change(renewed.csrfToken);
  }
}

export const SIGN_IN_PATH = '/kitchen/login';

/** The sign-in screen, coming back to `next` (a kitchen path) afterwards. */
export function signInPath(next: string): string {
  return next === '/kitchen' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
}

function signInRedirect(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  return redirect(signInPath(pathname + search));
}

/** Where to go after signing in: only ever a kitchen page of this site. */
export function afterSignIn(next: string | null): string {
  return next && /^\/kitchen(?:[/?]|$)/.test(next) && !next.startsWith(SIGN_IN_PATH) ? next : '/kitchen';
}

/** For loaders and actions: the session, or a trip to the sign-in screen. */
export async function requireStaff(request: Request): Promise<StaffSession> {
  const session = await currentSession();
  if (!session) throw signInRedirect(request);
  return session;
}

/** For loaders and actions: a lost session sends staff to sign in; any other failure is rethrown. */
export function signInIfSignedOut(error: unknown, request: Request): never {
  if (isSignedOut(error)) {
    forgetSession();
    throw signInRedirect(request);
  }
  throw error;
}
