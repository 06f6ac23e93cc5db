import type { SagaIterator } from 'redux-saga';
import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import { getMenu, type ApiConnection, type Pizza } from '@chulo/api-client';
import { failureMessage } from '../../store/failure.ts';
import { menuActions } from './menu-slice.ts';

/** The menu (SPEC §2: loaded before the screen renders). */
export function* loadMenu(): SagaIterator {
  try {
    const api: ApiConnection = yield getContext('api');
    const pizzas: Pizza[] = yield call(getMenu, api);
    yield put(menuActions.loaded(pizzas));
  } catch (error) {
    yield put(menuActions.failed(failureMessage(error, 'Failed getting menu')));
  }
}

/** The first script, the menu's loader and the order page may all ask at once: one request answers them all. */
export function* menuSaga(): SagaIterator {
  yield takeLeading('menu/load', loadMenu);
}
