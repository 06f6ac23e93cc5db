import type { SagaIterator } from 'redux-saga';
import { all, call, getContext, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { HttpError, InvalidRequestError, type NewOrder, type PlacedOrder } from '@chulo/api-client';
import { orderPath } from '../../router/screens.ts';
import { failureMessage } from '../../store/failure.ts';
import type { Feature, RootState, SagaContext } from '../../store/store.ts';
import { addressSaga } from '../user/address-saga.ts';
import { positionField } from '../user/geolocation.ts';
import { lineKey, orderLine } from '../cart/cart-line.ts';
import { checkoutActions, checkoutReducer, type CheckoutState, orderFormErrors, type OrderFormErrors, refusedChoices, selectCheckout } from './checkout-slice.ts';
import { sendUntilAnswered } from './send-until-answered.ts';
import { isOnlinePayment } from '@chulo/domain';
import { orderActions } from '../order-page/order-slice.ts';

function randomKey(): string {
  // getRandomValues, unlike randomUUID, also works on plain-http pages.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Why the shop said no, in its words, when the customer can act on it: a refusal (too many pizzas,
 * a sold-out pizza) or a wait (a full kitchen, a moment's outage, 503). Its own failures (500) say nothing useful.
 */
function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || !error.serverMessage) return undefined;
  return error.status < 500 || error.status === 503 ? error.serverMessage : undefined;
}

/** The checkout attempt's key: the same order sent again reuses it, a changed one starts a new attempt. */
function* idempotencyKeyFor(order: NewOrder): SagaIterator<string> {
  const fingerprint = JSON.stringify(order);
  const { attempt }: CheckoutState = yield select(selectCheckout);
  if (attempt?.order === fingerprint) return attempt.key;
  const key = randomKey();
  yield put(checkoutActions.attemptStarted(fingerprint, key));
  return key;
}

/**
 * SPEC §2, /order/new: the order, which the API client checks against the contract before sending it
 * (the phone rule among its checks); on success the order's page, and once it shows an empty cart.
 * A dropped connection keeps the order waiting for the network until the shop answers or the
 * customer stops waiting; the cart and the form stay as they are meanwhile.
 */
export function* placeOrder({ form }: ReturnType<typeof checkoutActions.submit>): SagaIterator {
  const { cart, user }: RootState = yield select();
  const order: NewOrder = { ...form, cart: cart.items.map(orderLine), position: positionField(user.position) };
  try {
    const idempotencyKey: string = yield call(idempotencyKeyFor, order);
    const { placed }: { placed?: PlacedOrder } = yield race({
      placed: call(sendUntilAnswered, order, idempotencyKey),
      stopped: take('order/stopWaiting'),
    });
    if (!placed) {
      yield put(checkoutActions.stoppedWaiting());
      return;
    }
    const { id } = placed;
    const navigate: SagaContext['navigate'] = yield getContext('navigate');
    yield call(navigate, orderPath(id));
    // The form says 'placing order...' until the order's page replaces it: emptied sooner, the cart
    // would turn the form into the empty cart's view while the page loads.
    yield take('screen/shown');
    yield put(checkoutActions.placed(id));
    // To be paid with a wallet: from its page, the order goes on to the wallet's.
    if (form.payment && isOnlinePayment(form.payment)) yield put(orderActions.pay(id, form.payment));
  } catch (error) {
    // A refused order is the customer's to correct, beside the field at fault; any other failure is SPEC §8's.
    const errors: OrderFormErrors =
      error instanceof InvalidRequestError
        ? orderFormErrors(error.issues)
        : { order: failureMessage(error, 'Failed creating your order'), orderReason: refusalReason(error) };
    const lines = error instanceof HttpError && refusedChoices(error.issues ?? [], cart.items.map(lineKey));
    // A delivery time the shop cannot keep is said under the time chosen, rather than again under SPEC's message.
    const deliverAt = error instanceof HttpError ? error.issues?.find((issue) => issue.path === 'deliverAt')?.message : undefined;
    const timed = deliverAt ? { ...errors, orderReason: undefined, deliverAt } : errors;
    yield put(checkoutActions.failed(lines ? { ...timed, lines } : timed));
  }
}

export function* checkoutSaga(): SagaIterator {
  yield all([
    // A double click (or Enter pressed twice) while the order is on its way places it once.
    takeLeading('order/submit', placeOrder),
    call(addressSaga),
  ]);
}

/** The order form's flows: placing the order and 'Get Position' (whether the shop takes orders and delivers there is shopStatusFeature's). */
export const checkoutFeature: Feature = { name: 'checkout', saga: checkoutSaga, reducers: { checkout: checkoutReducer } };
