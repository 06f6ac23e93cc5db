import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, delay, getContext, put, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { type ApiConnection, type ApiError, followOrder, getOrder, HttpError, makeOrderPriority, type Order, payOrder, type PaymentStart } from '@chulo/api-client';
import { messages } from '@chulo/api-client/contract';
import { noticingLastKnown } from '../offline/last-known.ts';
import { answerStatus, failureMessage } from '../../store/failure.ts';
import type { Feature } from '../../store/store.ts';
import { goToCheckout } from './go-to-checkout.ts';
import { orderActions, orderReducer } from './order-slice.ts';

/** An order, and when the shop sent it if what came is the copy kept for offline. */
function* fetchOrder(id: string): SagaIterator<{ order: Order; lastKnownAt: string | null }> {
  const api: ApiConnection = yield getContext('api');
  const answer = noticingLastKnown(api);
  const order: Order = yield call(getOrder, answer.api, id);
  return { order, lastKnownAt: answer.lastKnownAt() };
}

/** SPEC §2, /order/{id}: the order, loaded before the screen renders (from a link, a placed order or the search box). */
export function* loadOrder({ id }: ReturnType<typeof orderActions.load>): SagaIterator {
  try {
    const { order, lastKnownAt }: { order: Order; lastKnownAt: string | null } = yield call(fetchOrder, id);
    yield put(orderActions.loaded(id, order, lastKnownAt));
  } catch (error) {
    yield put(orderActions.notLoaded(id, failureMessage(error, messages.orderNotFound(id)), answerStatus(error)));
  }
}

/** 'Make a priority': the server upgrades the order, and the page shows it as it now is. */
export function* makePriority({ id }: ReturnType<typeof orderActions.makePriority>): SagaIterator {
  try {
    const api: ApiConnection = yield getContext('api');
    yield call(makeOrderPriority, api, id);
    const { order, lastKnownAt }: { order: Order; lastKnownAt: string | null } = yield call(fetchOrder, id);
    yield put(orderActions.loaded(id, order, lastKnownAt));
  } catch (error) {
    yield put(orderActions.priorityFailed(failureMessage(error, 'Failed updating your order')));
  }
}

/**
 * Paying an order awaiting payment: the shop starts the wallet's payment and the browser goes to
 * the wallet, which sends it back to the order's page; or, at the door instead, the order is the
 * kitchen's at once. The shop's own sentence when it cannot (a wallet that does not answer).
 */
export function* payForOrder({ id, method }: ReturnType<typeof orderActions.pay>): SagaIterator {
  try {
    const api: ApiConnection = yield getContext('api');
    const started: PaymentStart = yield call(payOrder, api, id, method);
    if (!started.checkout) {
      yield put(orderActions.paymentChosen(started.order));
      return;
    }
    yield call(goToCheckout, started.checkout);
  } catch (error) {
    const said = error instanceof HttpError && error.serverMessage ? error.serverMessage : undefined;
    yield put(orderActions.paymentFailed(said ?? failureMessage(error, 'Failed updating your order')));
  }
}

type LiveEvent = { order: Order } | { ended: ApiError | null };

/** The order's Server-Sent Events as a channel; closing it closes the connection. */
function liveOrder(api: ApiConnection, id: string): EventChannel<LiveEvent> {
  return eventChannel((emit) =>
    followOrder(api, id, {
      onOrder: (order) => emit({ order }),
      onEnd: (ended) => emit({ ended }),
    }),
  );
}

/** After the server refused the feed (restarting, overloaded), it is asked again this soon. */
export const FOLLOW_RETRY_MS = 5_000;

/**
 * Follows the order until the page closes (`order/unfollow`, or another order's `order/follow`,
 * cancels it and so closes the connection). A dropped connection the client reopens itself; a
 * refused one is opened again after a pause, unless the order is gone.
 */
export function* followLive(action: ReturnType<typeof orderActions.follow | typeof orderActions.unfollow>): SagaIterator {
  if (action.type === 'order/unfollow') return;
  const api: ApiConnection = yield getContext('api');
  for (;;) {
    const channel: EventChannel<LiveEvent> = yield call(liveOrder, api, action.id);
    try {
      for (;;) {
        const event: LiveEvent = yield take(channel);
        if ('order' in event) yield put(orderActions.changed(event.order));
        else if (event.ended instanceof HttpError && event.ended.status === 404) return;
        else break;
      }
    } finally {
      channel.close();
    }
    yield delay(FOLLOW_RETRY_MS);
  }
}

export function* orderSaga(): SagaIterator {
  yield all([
    // A newer lookup (the search box, a link) makes an older one moot.
    takeLatest('order/load', loadOrder),
    takeLeading('order/makePriority', makePriority),
    // A second tap while the wallet's payment starts starts none.
    takeLeading('order/pay', payForOrder),
    // Following one order ends the following of the one before; `unfollow` ends it without another.
    takeLatest(['order/follow', 'order/unfollow'], followLive),
  ]);
}

export const orderFeature: Feature = { name: 'order', saga: orderSaga, reducers: { order: orderReducer } };
