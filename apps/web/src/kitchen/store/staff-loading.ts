import { redirect } from 'react-router-dom';
import type { StaffSession } from '@chulo/api-client';
import { loadWithSaga, type SagaLoad } from '../../store/load-with-saga.ts';
import type { AppAction, AppStore, Feature } from '../../store/store.ts';
import { kitchenFeature } from './kitchen-feature.ts';
import { isSessionOutcome, selectSession, sessionActions } from '../session/session-slice.ts';
import { signInPath } from '../session/sign-in-path.ts';

/** For the kitchen's loaders: its flows started, and who is signed in (asked once per page), or null. */
export async function staffSession(store: AppStore, signal: AbortSignal): Promise<StaffSession | null> {
  store.inject(kitchenFeature);
  await loadWithSaga(store, { start: () => store.dispatch(sessionActions.checkSession()), isOutcome: isSessionOutcome }, signal);
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

/** A member of the kitchen opened an owner's screen: its view says so, rather than failing. */
export class OwnersOnly extends Error {
  override readonly name = 'OwnersOnly';
  constructor(readonly username: string) {
    super('This screen is for the shop’s owners.');
  }
}

/** For the loaders of the owners' screens: an owner's session, a trip to the sign-in screen, or OwnersOnly. */
export async function requireOwner(store: AppStore, request: Request): Promise<StaffSession> {
  const session = await requireStaff(store, request);
  if (session.role !== 'owner') throw new OwnersOnly(session.username);
  return session;
}

/** Starts a back-office screen's flows and waits for its data, as every kitchen loader does (decision 007). */
export async function loadFeature<Outcome extends AppAction>(store: AppStore, feature: Feature, load: SagaLoad<Outcome>, signal: AbortSignal) {
  store.inject(feature);
  return loadWithSaga(store, load, signal);
}
