import type { SagaIterator } from 'redux-saga';
import { all, call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiConnection } from '@chulo/api-client';
import type { HistoryEntry } from '@chulo/api-client/contract';
import * as staffApi from '@chulo/api-client/staff';
import type { Feature } from '../../store/store.ts';
import { staffFailure } from '../store/staff-failure.ts';
import { HISTORY_PAGE, historyActions, historyReducer, type HistoryState, selectHistory } from './history-slice.ts';

/** The newest changes, or (`older`) the page before the oldest listed. */
export function* loadHistory({ type }: ReturnType<(typeof historyActions)['load' | 'loadMore']>): SagaIterator {
  const older = type === 'history/loadMore';
  const { entries }: HistoryState = yield select(selectHistory);
  try {
    const api: ApiConnection = yield getContext('api');
    const page: HistoryEntry[] = yield call(staffApi.getHistory, api, { before: older ? entries.at(-1)?.at : undefined, limit: HISTORY_PAGE });
    yield put(historyActions.loaded(page, !older));
  } catch (error) {
    yield call(staffFailure, error, 'The history could not be loaded.', historyActions.loadFailed);
  }
}

function* historySaga(): SagaIterator {
  yield all([
    takeLatest('history/load', loadHistory),
    // 'Load more' tapped twice loads one page.
    takeLeading('history/loadMore', loadHistory),
  ]);
}

export const historyFeature: Feature = { name: 'history', saga: historySaga, reducers: { history: historyReducer } };
