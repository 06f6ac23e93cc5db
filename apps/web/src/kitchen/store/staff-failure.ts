import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { isSignedOut } from '@chulo/api-client';
import { failureMessage } from '../../store/failure.ts';
import type { AppAction } from '../../store/store.ts';
import { toSignIn } from '../session/session-saga.ts';

/**
 * What a back-office flow does when the staff API says no: a lost session signs in again (coming
 * back here); anything else is recorded with the server's words, shown where the change was asked for.
 */
export function* staffFailure(error: unknown, fallback: string, failed: (message: string) => AppAction): SagaIterator {
  if (isSignedOut(error)) yield call(toSignIn);
  else yield put(failed(failureMessage(error, fallback)));
}
