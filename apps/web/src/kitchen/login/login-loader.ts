import { type LoaderFunctionArgs, redirect } from 'react-router';
import { afterSignIn, currentSession } from '../api/staff-session.ts';

/** Already signed in (another tab, or a reload): straight on to the kitchen. */
export async function loginLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (await currentSession()) throw redirect(afterSignIn(new URL(request.url).searchParams.get('next')));
  return null;
}
