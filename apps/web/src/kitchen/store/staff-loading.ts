import { redirect } from 'react-router-dom';
import type { StaffSession } from '@chulo/api-client';
import { loadWithSaga } from '../../store/load-with-saga.ts';
import type { AppStore } from '../../store/store.ts';
import { kitchenFeature } from './kitchen-feature.ts';
import { isSessionOutcome, kitchenActions, selectSession } from './kitchen-slice.ts';
import { signInPath } from './sign-in-path.ts';

/** For the kitchen's loaders: its flows started, and who is signed in (asked once per page), or null. */
export async function staffSession(store: AppStore, signal: AbortSignal): Promise<StaffSession | null> {
  store.inject(kitchenFeature);
  await loadWithSaga(store, { start: () => store.dispatch(kitchenActions.checkSession()), isOutcome: isSessionOutcome }, signal);
  return selectSession(store.getState());
}

/** The sign-in screen, coming back to the page asked for. */
export function signInRedirect(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  return redirect(signInPath(pathname + search));
}

/** For the loaders of the kitchen's screens: the session, or a trip to the sign-in screen. */
export async function requireStaff(store: AppStore, request: Request): Promise<StaffSession> {
  const session = await staffSession(store, request.signal);
  if (!session) throw signInRedirect(request);
  return session;
}
