import { type ActionFunctionArgs, redirect } from 'react-router';
import { ApiError } from '@chulo/api-client';
import { afterSignIn, signIn } from '../api/staff-session.ts';

/** Signs in and goes on to the page staff came for; otherwise answers with what to tell them. */
export async function loginAction({ request }: ActionFunctionArgs): Promise<{ error: string }> {
  const form = await request.formData();
  const username = String(form.get('username') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!username || !password) return { error: 'Enter your username and password.' };
  try {
    await signIn(username, password);
  } catch (error) {
    // The server's words: 'Wrong username or password', or how long the rate limit lasts.
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
  throw redirect(afterSignIn(new URL(request.url).searchParams.get('next')));
}
