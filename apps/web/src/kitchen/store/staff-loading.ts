import { redirect } from 'react-router-dom';
import type { StaffSession } from '@chulo/api-client';
import { FailedLoad } from '../../store/failed-load.ts';
import { type AppStore, nextAction } from '../../store/store.ts';
import { kitchenFeature } from './kitchen-feature.ts';
import { kitchenActions, selectSession } from './kitchen-slice.ts';
import { signInPath } from './sign-in-path.ts';

/** For the kitchen's loaders: its flows started, and who is signed in (asked once per page), or null. */
export async function staffSession(store: AppStore, signal: AbortSignal): Promise<StaffSession | null> {
  store.inject(kitchenFeature);
  const outcome = nextAction(
    store,
    (action) => action.type === 'kitchen/sessionFound' || action.type === 'kitchen/sessionFailed',
    signal,
  );
  store.dispatch(kitchenActions.checkSession());
  const result = await outcome;
  if (result.type === 'kitchen/sessionFailed') throw new FailedLoad(result.error);
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
