import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { AppStore } from '../../store/store.ts';
import { afterSignIn } from './sign-in-path.ts';
import { staffSession } from '../store/staff-loading.ts';

/** Already signed in (another tab, or a reload): straight on to the kitchen. */
export const loginLoader =
  (store: AppStore) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if (await staffSession(store, request.signal)) throw redirect(afterSignIn(new URL(request.url).searchParams.get('next')));
    return null;
  };
