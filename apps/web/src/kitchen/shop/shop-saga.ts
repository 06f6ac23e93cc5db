import type { SagaIterator } from 'redux-saga';
import { all, call, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiConnection } from '@chulo/api-client';
import type { ShopSettings } from '@chulo/api-client/contract';
import * as staffApi from '@chulo/api-client/staff';
import type { Feature, SagaContext } from '../../store/store.ts';
import type { Position } from '../../customer/user/geolocation.ts';
import { asStaff } from '../session/session-saga.ts';
import { staffFailure } from '../store/staff-failure.ts';
import { takeLeadingPer } from '../store/take-leading-per.ts';
import { shopSettingsActions, shopSettingsReducer } from './shop-slice.ts';

/** The shop's opening hours, closures and delivery area. */

export function* loadShop(): SagaIterator {
  try {
    const api: ApiConnection = yield getContext('api');
    const settings: ShopSettings = yield call(staffApi.getShopSettings, api);
    yield put(shopSettingsActions.loaded(settings));
  } catch (error) {
    yield call(staffFailure, error, 'The shop’s settings could not be loaded.', shopSettingsActions.loadFailed);
  }
}

export function* saveShop({ part, change }: ReturnType<typeof shopSettingsActions.save>): SagaIterator {
  try {
    const settings: ShopSettings = yield call(asStaff, (api, csrfToken) => staffApi.changeShopSettings(api, change, csrfToken));
    yield put(shopSettingsActions.saved(part, settings));
  } catch (error) {
    yield call(staffFailure, error, 'The change could not be saved.', (message: string) => shopSettingsActions.saveFailed(part, message));
  }
}

/** Where this device is: the owner standing in the shop gives the delivery area its centre. */
export function* locateShop(): SagaIterator {
  try {
    const locate: SagaContext['locate'] = yield getContext('locate');
    const position: Position = yield call(locate);
    yield put(shopSettingsActions.located(position));
  } catch (error) {
    yield put(shopSettingsActions.locateFailed(error instanceof Error ? error.message : 'The position could not be found.'));
  }
}

function* shopSaga(): SagaIterator {
  yield all([
    takeLatest('shopSettings/load', loadShop),
    // Each part saved on its own; a second tap on the same 'Save' while one is on its way is the same save.
    takeLeadingPer('shopSettings/save', (action) => action.part, saveShop),
    // A second tap while the device looks is the same question.
    takeLeading('shopSettings/locate', locateShop),
  ]);
}

export const shopFeature: Feature = { name: 'shopSettings', saga: shopSaga, reducers: { shopSettings: shopSettingsReducer } };
