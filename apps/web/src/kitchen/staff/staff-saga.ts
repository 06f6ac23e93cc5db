import type { SagaIterator } from 'redux-saga';
import { all, call, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiConnection } from '@chulo/api-client';
import type { StaffAccount } from '@chulo/api-client/contract';
import * as staffApi from '@chulo/api-client/staff';
import type { Feature } from '../../store/store.ts';
import { asStaff } from '../session/session-saga.ts';
import { staffFailure } from '../store/staff-failure.ts';
import { takeLeadingPer } from '../store/take-leading-per.ts';
import { staffAccountsActions, staffAccountsReducer } from './staff-slice.ts';

/** The shop's staff, as owners manage them. */

export function* loadStaff(): SagaIterator {
  try {
    const api: ApiConnection = yield getContext('api');
    const accounts: StaffAccount[] = yield call(staffApi.listStaff, api);
    yield put(staffAccountsActions.loaded(accounts));
  } catch (error) {
    yield call(staffFailure, error, 'The staff could not be loaded.', staffAccountsActions.loadFailed);
  }
}

export function* addStaff({ account }: ReturnType<typeof staffAccountsActions.add>): SagaIterator {
  try {
    const added: StaffAccount = yield call(asStaff, (api, csrfToken) => staffApi.addStaff(api, account, csrfToken));
    yield put(staffAccountsActions.added(added));
  } catch (error) {
    yield call(staffFailure, error, 'The account could not be added.', staffAccountsActions.addFailed);
  }
}

/** A role, a new password, or the account removed: the server refuses what would leave the shop without an owner. */
export function* changeStaff(action: ReturnType<(typeof staffAccountsActions)['change' | 'remove']>): SagaIterator {
  const { username } = action;
  try {
    if (action.type === 'staffAccounts/remove') {
      yield call(asStaff, (api, csrfToken) => staffApi.removeStaff(api, username, csrfToken));
      yield put(staffAccountsActions.removed(username));
      return;
    }
    const account: StaffAccount = yield call(asStaff, (api, csrfToken) => staffApi.changeStaff(api, username, action.change, csrfToken));
    yield put(staffAccountsActions.changed(account, action.change.password ? 'New password set' : `Now ${account.role === 'owner' ? 'an owner' : 'kitchen'}`));
  } catch (error) {
    yield call(staffFailure, error, 'The change could not be saved.', (message: string) => staffAccountsActions.failed(username, message));
  }
}

function* staffAccountsSaga(): SagaIterator {
  yield all([
    takeLatest('staffAccounts/load', loadStaff),
    // A double tap adds one account.
    takeLeading('staffAccounts/add', addStaff),
    // One change at a time per account; accounts side by side.
    takeLeadingPer('staffAccounts/change', (action) => action.username, changeStaff),
    takeLeadingPer('staffAccounts/remove', (action) => action.username, changeStaff),
  ]);
}

export const staffAccountsFeature: Feature = { name: 'staffAccounts', saga: staffAccountsSaga, reducers: { staffAccounts: staffAccountsReducer } };
