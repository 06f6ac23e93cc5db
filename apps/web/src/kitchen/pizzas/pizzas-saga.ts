import type { SagaIterator } from 'redux-saga';
import { all, call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiConnection } from '@chulo/api-client';
import type { StaffPizza } from '@chulo/api-client/contract';
import * as staffApi from '@chulo/api-client/staff';
import { asStaff } from '../session/session-saga.ts';
import { staffFailure } from '../store/staff-failure.ts';
import { takeLeadingPer } from '../store/take-leading-per.ts';
import type { Feature } from '../../store/store.ts';
import { pizzasActions, pizzasReducer, selectPizzas } from './pizzas-slice.ts';

/** The owners' menu: listed, added to, changed pizza by pizza, put in order. */

export function* loadPizzas(): SagaIterator {
  try {
    const api: ApiConnection = yield getContext('api');
    const pizzas: StaffPizza[] = yield call(staffApi.listPizzas, api);
    yield put(pizzasActions.loaded(pizzas));
  } catch (error) {
    yield call(staffFailure, error, 'The menu could not be loaded.', pizzasActions.loadFailed);
  }
}

export function* addPizza({ pizza }: ReturnType<typeof pizzasActions.add>): SagaIterator {
  try {
    const added: StaffPizza = yield call(asStaff, (api, csrfToken) => staffApi.addPizza(api, pizza, csrfToken));
    yield put(pizzasActions.added(added));
  } catch (error) {
    yield call(staffFailure, error, 'The pizza could not be added.', pizzasActions.addFailed);
  }
}

/** Any change to one pizza: its details, its photo, or taking its photo away. */
export function* changePizza(action: ReturnType<(typeof pizzasActions)['change' | 'uploadPhoto' | 'removePhoto']>): SagaIterator {
  const { pizzaId } = action;
  try {
    const pizza: StaffPizza = yield call(asStaff, (api, csrfToken) =>
      action.type === 'pizzas/change'
        ? staffApi.changePizza(api, pizzaId, action.edit, csrfToken)
        : action.type === 'pizzas/uploadPhoto'
          ? staffApi.putPizzaPhoto(api, pizzaId, action.photo, csrfToken)
          : staffApi.removePizzaPhoto(api, pizzaId, csrfToken),
    );
    yield put(pizzasActions.saved(pizza));
  } catch (error) {
    yield call(staffFailure, error, 'The change could not be saved.', (message: string) => pizzasActions.failed(pizzaId, message));
  }
}

/** The menu's order as the screen now shows it, sent whole; after a refusal the list is loaded again, as the server has it. */
export function* saveOrder(): SagaIterator {
  const { pizzas }: { pizzas: StaffPizza[] } = yield select(selectPizzas);
  try {
    const ordered: StaffPizza[] = yield call(asStaff, (api, csrfToken) => staffApi.orderPizzas(api, pizzas.map(({ id }) => id), csrfToken));
    yield put(pizzasActions.ordered(ordered));
  } catch (error) {
    yield call(staffFailure, error, 'The new order could not be saved.', pizzasActions.orderFailed);
    yield call(loadPizzas);
  }
}

function* pizzasSaga(): SagaIterator {
  yield all([
    takeLatest('pizzas/load', loadPizzas),
    // A double tap on 'Add' adds one pizza.
    takeLeading('pizzas/add', addPizza),
    // Each pizza's changes one at a time (the second tap waits for nothing and is dropped); pizzas side by side.
    takeLeadingPer('pizzas/change', (action) => String(action.pizzaId), changePizza),
    takeLeadingPer('pizzas/uploadPhoto', (action) => String(action.pizzaId), changePizza),
    takeLeadingPer('pizzas/removePhoto', (action) => String(action.pizzaId), changePizza),
    // Each move sends the whole order: the latest one is what the owner wants.
    takeLatest('pizzas/move', saveOrder),
  ]);
}

export const pizzasFeature: Feature = { name: 'pizzas', saga: pizzasSaga, reducers: { pizzas: pizzasReducer } };
