import type { SagaIterator } from 'redux-saga';
import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { ApiConnection } from '@chulo/api-client';
import type { StaffChoice, StaffPizza } from '@chulo/api-client/contract';
import * as staffApi from '@chulo/api-client/staff';
import type { Feature } from '../../store/store.ts';
import { pizzasActions } from '../pizzas/pizzas-slice.ts';
import { asStaff } from '../session/session-saga.ts';
import { staffFailure } from '../store/staff-failure.ts';
import { takeLeadingPer } from '../store/take-leading-per.ts';
import { choicesActions, choicesReducer } from './choices-slice.ts';

/** The shop's sizes, crusts and extras: listed, added, renamed and priced, sold out, retired, the default size; and what each pizza offers of them. */

export function* loadChoices(): SagaIterator {
  try {
    const api: ApiConnection = yield getContext('api');
    const choices: StaffChoice[] = yield call(staffApi.listChoices, api);
    yield put(choicesActions.loaded(choices));
  } catch (error) {
    yield call(staffFailure, error, 'The sizes, crusts and extras could not be loaded.', choicesActions.loadFailed);
  }
}

export function* addChoice({ choice }: ReturnType<typeof choicesActions.add>): SagaIterator {
  try {
    const added: StaffChoice = yield call(asStaff, (api, csrfToken) => staffApi.addChoice(api, choice, csrfToken));
    yield put(choicesActions.added(added));
  } catch (error) {
    yield call(staffFailure, error, `The ${choice.kind} could not be added.`, (message: string) => choicesActions.addFailed(choice.kind, message));
  }
}

export function* changeChoice(action: ReturnType<(typeof choicesActions)['change' | 'markSoldOut']>): SagaIterator {
  const { choiceId } = action;
  try {
    const choice: StaffChoice = yield call(asStaff, (api, csrfToken) =>
      action.type === 'choices/change'
        ? staffApi.changeChoice(api, choiceId, action.edit, csrfToken)
        : staffApi.markChoiceSoldOut(api, choiceId, action.soldOut, csrfToken),
    );
    yield put(choicesActions.saved(choice));
    if (action.type === 'choices/change' && (action.edit.retired !== undefined || action.edit.isDefault)) {
      // What every pizza comes as changed with it; with another default size, each pizza's menu price and the old default too.
      yield put(pizzasActions.load());
      if (action.edit.isDefault) yield put(choicesActions.load());
    }
  } catch (error) {
    yield call(staffFailure, error, 'The change could not be saved.', (message: string) => choicesActions.failed(choiceId, message));
  }
}

/** What a pizza comes as; the pizza comes back with its new offer (and unitPrice, the default size's price). */
export function* setOffer({ pizzaId, offer }: ReturnType<typeof choicesActions.setOffer>): SagaIterator {
  try {
    const pizza: StaffPizza = yield call(asStaff, (api, csrfToken) => staffApi.setPizzaOffer(api, pizzaId, offer, csrfToken));
    yield put(pizzasActions.saved(pizza));
    yield put(choicesActions.offerSet(pizzaId));
  } catch (error) {
    yield call(staffFailure, error, 'The pizza’s sizes and toppings could not be saved.', (message: string) => choicesActions.offerFailed(pizzaId, message));
  }
}

function* choicesSaga(): SagaIterator {
  yield all([
    takeLatest('choices/load', loadChoices),
    // A double tap on 'Add' adds one; each kind's form on its own.
    takeLeadingPer('choices/add', (action) => action.choice.kind, addChoice),
    // Each choice's changes one at a time, a second tap while one is on its way dropped; choices side by side.
    takeLeadingPer('choices/change', (action) => String(action.choiceId), changeChoice),
    takeLeadingPer('choices/markSoldOut', (action) => String(action.choiceId), changeChoice),
    takeLeadingPer('choices/setOffer', (action) => String(action.pizzaId), setOffer),
  ]);
}

export const choicesFeature: Feature = { name: 'choices', saga: choicesSaga, reducers: { choices: choicesReducer } };
