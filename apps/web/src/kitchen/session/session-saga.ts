import type { SagaIterator } from 'redux-saga';
import { all, call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import { type ApiConnection, HttpError, isSignedOut, type StaffSession } from '@chulo/api-client';
import * as staffApi from '@chulo/api-client/staff';
import { failureMessage } from '../../store/failure.ts';
import type { SagaContext } from '../../store/store.ts';
import { selectSession, selectSessionState, sessionActions } from './session-slice.ts';
import { afterSignIn, SIGN_IN_PATH, signInPath } from './sign-in-path.ts';

/** Asks the server who is signed in, and records it: null when nobody is. */
export function* askSession(): SagaIterator<StaffSession | null> {
  const api: ApiConnection = yield getContext('api');
  try {
    const session: StaffSession = yield call(staffApi.getSession, api);
    yield put(sessionActions.sessionFound(session));
    return session;
  } catch (error) {
    if (!isSignedOut(error)) throw error;
    yield put(sessionActions.sessionFound(null));
    return null;
  }
}

/** The session, asked for once per page: later checks answer from the store. A failed check is asked again next time. */
export function* checkSession(): SagaIterator {
  const { session }: { session: StaffSession | null | undefined } = yield select(selectSessionState);
  if (session !== undefined) {
    yield put(sessionActions.sessionFound(session));
    return;
  }
  try {
    yield call(askSession);
  } catch (error) {
    yield put(sessionActions.sessionFailed(failureMessage(error, 'The kitchen could not reach the server. Please reload the page.')));
  }
}

/** The session ended (signed out elsewhere, or expired): sign in again, coming back here afterwards. */
export function* toSignIn(): SagaIterator {
  yield put(sessionActions.sessionFound(null));
  const location: SagaContext['location'] = yield getContext('location');
  const navigate: SagaContext['navigate'] = yield getContext('navigate');
  yield call(navigate, signInPath(location()));
}

/** What the staff API answers without a session, said here before asking it. */
function signedOut(): HttpError {
  const message = 'Please sign in to the kitchen';
  return new HttpError(message, { method: 'GET', path: '/api/staff/session', status: 401, serverMessage: message });
}

/**
 * Runs a change with the session's CSRF token. When another sign-in on this browser has
 * replaced the session (the cookie is shared by every tab), the token is stale: the session
 * is asked for again and the change tried once more.
 */
export function* asStaff<Result>(change: (api: ApiConnection, csrfToken: string) => Promise<Result>): SagaIterator<Result> {
  const api: ApiConnection = yield getContext('api');
  const session: StaffSession | null = yield select(selectSession);
  if (!session) throw signedOut();
  try {
    return (yield call(change, api, session.csrfToken)) as Result;
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 403)) throw error;
    const renewed: StaffSession | null = yield call(askSession);
    if (!renewed) throw signedOut();
    return (yield call(change, api, renewed.csrfToken)) as Result;
  }
}

/** Signs in and goes on to the page staff came for; otherwise says why not (the server's words). */
export function* signIn({ username, password, next }: ReturnType<typeof sessionActions.signIn>): SagaIterator {
  if (!username.trim() || !password) {
    yield put(sessionActions.signInFailed('Enter your username and password.'));
    return;
  }
  try {
    const api: ApiConnection = yield getContext('api');
    const session: StaffSession = yield call(staffApi.signIn, api, username.trim(), password);
    yield put(sessionActions.sessionFound(session));
    const navigate: SagaContext['navigate'] = yield getContext('navigate');
    yield call(navigate, afterSignIn(next));
  } catch (error) {
    yield put(sessionActions.signInFailed(failureMessage(error, 'Signing in failed. Please try again.')));
  }
}

/** Ends the session on the server and in this page, then back to the sign-in screen. */
export function* signOut(): SagaIterator {
  const session: StaffSession | null = yield select(selectSession);
  try {
    const api: ApiConnection = yield getContext('api');
    if (session) yield call(staffApi.signOut, api, session.csrfToken);
  } catch (error) {
    // Already signed out on the server: nothing left to end. Anything else the client has logged; the session stays.
    if (!isSignedOut(error)) {
      yield put(sessionActions.signOutFailed());
      return;
    }
  }
  yield put(sessionActions.sessionFound(null));
  const navigate: SagaContext['navigate'] = yield getContext('navigate');
  yield call(navigate, SIGN_IN_PATH);
}

export function* sessionSaga(): SagaIterator {
  yield all([
    // The layout's loader and the screen's ask at once on every navigation: one answer for both.
    takeLeading('kitchen/checkSession', checkSession),
    // Enter pressed twice signs in once.
    takeLeading('kitchen/signIn', signIn),
    takeLeading('kitchen/signOut', signOut),
  ]);
}
