import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, delay, fork, getContext, put, select, take, takeLatest } from 'redux-saga/effects';
import { type ApiConnection, isSignedOut, type StaffOrder, type StaffSession } from '@chulo/api-client';
import type { KitchenPacing } from '@chulo/api-client/contract';
import { followOrders, getOpenOrders, moveOrder } from '@chulo/api-client/staff';
import { failureMessage } from '../../store/failure.ts';
import { boardActions, selectBoard } from './board-slice.ts';
import { pacingActions } from '../pacing/pacing-slice.ts';
import { askSession, asStaff, toSignIn } from '../session/session-saga.ts';
import { takeLeadingPer } from '../store/take-leading-per.ts';

/** The open orders when the board opens; from then on the live feed keeps it current. */
export function* loadBoard(): SagaIterator {
  try {
    const api: ApiConnection = yield getContext('api');
    const orders: StaffOrder[] = yield call(getOpenOrders, api);
    yield put(boardActions.boardLoaded(orders));
  } catch (error) {
    if (isSignedOut(error)) yield put(boardActions.boardSignedOut());
    else yield put(boardActions.boardFailed(failureMessage(error, 'The orders could not be loaded.')));
  }
}

/** The whole list again, so that nothing missed while the feed was away is lost. */
function* refreshBoard(): SagaIterator {
  const { lastEvent }: { lastEvent: number } = yield select(selectBoard);
  try {
    const api: ApiConnection = yield getContext('api');
    const orders: StaffOrder[] = yield call(getOpenOrders, api);
    yield put(boardActions.ordersListed(orders, lastEvent, Date.now()));
  } catch (error) {
    // Any other failure the client has logged; the next connect lists again.
    if (isSignedOut(error)) yield call(toSignIn);
  }
}

type FeedEvent = { ready: true } | { order: StaffOrder } | { pacing: KitchenPacing } | { dropped: true } | { ended: true };

/** `/api/staff/events` as a channel; closing it closes the connection. */
function staffFeed(api: ApiConnection): EventChannel<FeedEvent> {
  return eventChannel((emit) =>
    followOrders(api, {
      onReady: () => emit({ ready: true }),
      onOrder: (order) => emit({ order }),
      onPacing: (pacing) => emit({ pacing }),
      onDrop: () => emit({ dropped: true }),
      onEnd: () => emit({ ended: true }),
    }),
  );
}

/** After the server refused the feed (it was restarting, or the session ended), it is asked again this soon. */
export const FEED_RETRY_MS = 3_000;

/**
 * The board, live, until it closes (`kitchen/unfollowBoard` cancels this, and so closes the
 * connection). Every (re)connect lists the open orders again. A dropped connection the client
 * reopens itself; a refused one is opened again after a pause if the session is still there,
 * and ends on the sign-in screen if it is not.
 */
export function* followBoard(action: ReturnType<typeof boardActions.followBoard | typeof boardActions.unfollowBoard>): SagaIterator {
  if (action.type === 'kitchen/unfollowBoard') return;
  const api: ApiConnection = yield getContext('api');
  for (;;) {
    const channel: EventChannel<FeedEvent> = yield call(staffFeed, api);
    try {
      for (;;) {
        const event: FeedEvent = yield take(channel);
        if ('ended' in event) break;
        if ('ready' in event) {
          yield put(boardActions.feedChanged('live'));
          yield fork(refreshBoard);
        } else if ('order' in event) yield put(boardActions.orderReceived(event.order, Date.now()));
        else if ('pacing' in event) yield put(pacingActions.received(event.pacing));
        else yield put(boardActions.feedChanged('reconnecting'));
      }
    } finally {
      channel.close();
    }
    yield put(boardActions.feedChanged('reconnecting'));
    yield delay(FEED_RETRY_MS);
    const session: StaffSession | null = yield call(function* stillSignedIn(): SagaIterator<StaffSession | null | 'unknown'> {
      try {
        return (yield call(askSession)) as StaffSession | null;
      } catch {
        return 'unknown'; // The server is away, not the session: keep trying.
      }
    });
    if (session === null) {
      yield call(toSignIn);
      return;
    }
  }
}

/** Moves an order on (or cancels it); the board shows the answer at once, should its live event be late or lost. */
export function* moveOrderSaga({ order, status }: ReturnType<typeof boardActions.moveOrder>): SagaIterator {
  try {
    const moved: StaffOrder = yield call(asStaff, (api, csrfToken) => moveOrder(api, order.id, status, csrfToken));
    yield put(boardActions.orderReceived(moved, Date.now()));
  } catch (error) {
    if (isSignedOut(error)) yield call(toSignIn);
    else yield put(boardActions.moveFailed(order.id, failureMessage(error, 'The order could not be moved.')));
  }
}

export function* boardSaga(): SagaIterator {
  yield all([
    takeLatest('kitchen/loadBoard', loadBoard),
    // Opening the board again ends the feed of the time before; closing it ends it for good.
    takeLatest(['kitchen/followBoard', 'kitchen/unfollowBoard'], followBoard),
    // Different orders move at the same time; one order's double click moves it once.
    takeLeadingPer('kitchen/moveOrder', (action) => action.order.id, moveOrderSaga),
  ]);
}
