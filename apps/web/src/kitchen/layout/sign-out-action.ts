import { redirect } from 'react-router';
import { SIGN_IN_PATH, signOut } from '../api/staff-session.ts';

/** Ends the session on the server and in this page, then back to the sign-in screen. */
export async function signOutAction(): Promise<Response> {
  await signOut();
  return redirect(SIGN_IN_PATH);
}
