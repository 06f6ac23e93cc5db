import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { InvalidRequestError, isSignedOut, type NewOrder } from '@chulo/api-client';
import type { StaffOrder } from '@chulo/api-client/contract';
import { takePhoneOrder } from '@chulo/api-client/staff';
import { orderLine } from '../../customer/cart/cart-line.ts';
import { orderFormErrors, type OrderFormErrors } from '../../customer/checkout/checkout-slice.ts';
import { failureMessage } from '../../store/failure.ts';
import type { Feature } from '../../store/store.ts';
import { asStaff, toSignIn } from '../session/session-saga.ts';
import { phoneOrderActions, phoneOrderReducer, type PhoneOrderState, selectPhoneOrder } from './phone-order-slice.ts';

const NOT_TAKEN = 'The order was not taken.';

/**
 * Places the order taken by phone. The customer is on the line, so whatever the shop refuses is
 * said where staff can correct it: a field's problem under its field, anything else (the shop
 * closed, too many pizzas, a choice sold out, which names its line) in the shop's own words.
 */
export function* placePhoneOrder({ form, position }: ReturnType<typeof phoneOrderActions.submit>): SagaIterator {
  const { cart }: PhoneOrderState = yield select(selectPhoneOrder);
  const order: NewOrder = { ...form, cart: cart.items.map(orderLine), position };
  try {
    const placed: StaffOrder = yield call(asStaff, (api, csrfToken) => takePhoneOrder(api, order, csrfToken));
    yield put(phoneOrderActions.placed(placed));
  } catch (error) {
    if (isSignedOut(error)) return void (yield call(toSignIn));
    const errors: OrderFormErrors = error instanceof InvalidRequestError ? orderFormErrors(error.issues) : { order: failureMessage(error, NOT_TAKEN) };
    yield put(phoneOrderActions.failed(errors));
  }
}

function* phoneOrderSaga(): SagaIterator {
  // 'Take order' pressed twice while the first is on its way places it once.
  yield takeLeading('phoneOrder/submit', placePhoneOrder);
}

/** The phone order's screen: its form and the order it places. */
export const phoneOrderFeature: Feature = { name: 'phoneOrder', saga: phoneOrderSaga, reducers: { phoneOrder: phoneOrderReducer } };
