import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { isSignedOut, type Pizza } from '@chulo/api-client';
import { editPizza } from '@chulo/api-client/staff';
import { menuActions } from '../../customer/menu/menu-slice.ts';
import { failureMessage } from '../../store/failure.ts';
import { menuEditsActions } from './menu-edits-slice.ts';
import { asStaff, toSignIn } from '../session/session-saga.ts';
import { takeLeadingPer } from '../store/take-leading-per.ts';

/** A pizza sold out or back in stock. Customers see it the next time their menu loads. */
export function* editPizzaSaga({ pizzaId, change }: ReturnType<typeof menuEditsActions.editPizza>): SagaIterator {
  try {
    const pizza: Pizza = yield call(asStaff, (api, csrfToken) => editPizza(api, pizzaId, change, csrfToken));
    yield put(menuActions.pizzaChanged(pizza));
    yield put(menuEditsActions.pizzaEdited(pizzaId, change));
  } catch (error) {
    if (isSignedOut(error)) yield call(toSignIn);
    else yield put(menuEditsActions.editFailed(pizzaId, change, failureMessage(error, 'The change could not be saved.')));
  }
}

export function* menuEditsSaga(): SagaIterator {
  // Each pizza's change is saved at the same time as other pizzas'; a second tap while one change is on its
  // way does not send it twice.
  yield takeLeadingPer('kitchen/editPizza', (action) => String(action.pizzaId), editPizzaSaga);
}
