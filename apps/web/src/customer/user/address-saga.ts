import type { SagaIterator } from 'redux-saga';
import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import { buildAddress } from '@chulo/domain';
import { reverseGeocode, type ApiConnection, type ReverseGeocode } from '@chulo/api-client';
import type { SagaContext } from '../../store/store.ts';
import type { Position } from './geolocation.ts';
import { userActions } from './user-slice.ts';

/** SPEC §4, 'Get Position': the device's position, then the address there; or the reason it failed. */
export function* fetchAddress(): SagaIterator {
  try {
    const locate: SagaContext['locate'] = yield getContext('locate');
    const position: Position = yield call(locate);
    yield put(userActions.positionFound(position));
    const api: ApiConnection = yield getContext('api');
    const parts: ReverseGeocode = yield call(reverseGeocode, api, position);
    yield put(userActions.addressFound(buildAddress(parts)));
  } catch (error) {
    console.error('[address] lookup failed', error);
    yield put(userActions.addressFailed(error instanceof Error ? error.message : String(error)));
  }
}

/** A second tap while the device is still locating is the same request: it is not asked twice. */
export function* addressSaga(): SagaIterator {
  yield takeLeading('address/fetch', fetchAddress);
}
