import type { SagaIterator } from 'redux-saga';
import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import { type ApiConnection, getShopStatus, type ShopStatus } from '@chulo/api-client';
import type { Feature } from '../../store/store.ts';
import { shopActions, shopReducer } from './shop-status-slice.ts';

/** The shop's status; a failure is the API client's to log, and leaves the status unknown. */
export function* loadShopStatus(): SagaIterator {
  try {
    const api: ApiConnection = yield getContext('api');
    const status: ShopStatus = yield call(getShopStatus, api);
    yield put(shopActions.found(status));
  } catch {
    yield put(shopActions.unknown());
  }
}

/** On every visit of the order form or an order's page: a request under way answers a second visit too. */
function* shopSaga(): SagaIterator {
  yield takeLeading('shop/load', loadShopStatus);
}

/** The shop's status: the order form's (open, where it delivers) and the order page's (its phone). */
export const shopStatusFeature: Feature = { name: 'shopStatus', saga: shopSaga, reducers: { shop: shopReducer } };
