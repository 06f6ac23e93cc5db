import type { SagaIterator } from 'redux-saga';
import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import { type ApiConnection, getShopStatus, type ShopStatus } from '@chulo/api-client';
import { shopActions } from './shop-status-slice.ts';

/** The shop's status for the order form; a failure is the API client's to log, and leaves the status unknown. */
export function* loadShopStatus(): SagaIterator {
  try {
    const api: ApiConnection = yield getContext('api');
    const status: ShopStatus = yield call(getShopStatus, api);
    yield put(shopActions.found(status));
  } catch {
    yield put(shopActions.unknown());
  }
}

/** The form's loader on every visit: a request under way answers a second visit too. */
export function* shopSaga(): SagaIterator {
  yield takeLeading('shop/load', loadShopStatus);
}
