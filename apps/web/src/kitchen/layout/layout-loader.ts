import { currentSession } from '../api/staff-session.ts';

/** Who is signed in, for the header; null on the sign-in screen. Each screen guards itself. */
export async function kitchenLayoutLoader(): Promise<{ username: string } | null> {
  const session = await currentSession();
  return session && { username: session.username };
}
