import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, delay, getContext, put, race, take } from 'redux-saga/effects';
import { type ApiConnection, NetworkError, type NewOrder, type PlacedOrder } from '@chulo/api-client';
import { networkReturns as browserNetworkReturns } from '../../lib/network-returns.ts';
import type { SagaContext } from '../../store/store.ts';
import { checkoutActions } from './checkout-slice.ts';
import { ANSWER_TIMEOUT_MS, retryDelay } from './retry-schedule.ts';

type OrderCall = typeof import('./order-call.ts');

/** The code that sends the order, which comes with the first order sent; null while the network cannot bring it either. */
function* loadOrderCall(): SagaIterator<OrderCall | null> {
  try {
    return (yield call(() => import('./order-call.ts'))) as OrderCall;
  } catch {
    return null;
  }
}

/**
 * The order sent once: the shop's answer, or null when none came (the request, or the code that
 * sends it, failed on the way, or the answer took longer than a phone should wait). When the shop
 * answers no, that is thrown, as before: only a missing answer leaves the order's fate unknown.
 */
function* sendOnce(order: NewOrder, idempotencyKey: string): SagaIterator<PlacedOrder | null> {
  const api: ApiConnection = yield getContext('api');
  const orderCall: OrderCall | null = yield call(loadOrderCall);
  if (!orderCall) return null;
  const { createOrder } = orderCall;
  try {
    const { placed }: { placed?: PlacedOrder } = yield race({
      placed: call(createOrder, api, order, { idempotencyKey }),
      tooLate: delay(ANSWER_TIMEOUT_MS),
    });
    return placed ?? null;
  } catch (error) {
    if (error instanceof NetworkError) return null;
    throw error;
  }
}

/**
 * Sends the order until the shop answers, and answers its order. When no answer comes, the shop
 * may or may not have the order: the form says it waits for the network, and the order goes again
 * under the same key (the shop answers a retry with the order the key placed, never a second one),
 * as soon as the browser says the network is back, and meanwhile on the retry schedule, since the
 * browser may be wrong about it. Cancelled (the customer stops waiting), it stops listening.
 */
export function* sendUntilAnswered(order: NewOrder, idempotencyKey: string): SagaIterator<PlacedOrder> {
  const firstAnswer: PlacedOrder | null = yield call(sendOnce, order, idempotencyKey);
  if (firstAnswer) return firstAnswer;

  yield put(checkoutActions.waitingForNetwork());
  const networkReturns: SagaContext['networkReturns'] = yield getContext('networkReturns');
  const returns: EventChannel<'online'> = yield call(networkReturns ?? browserNetworkReturns);
  try {
    for (let retry = 0; ; retry++) {
      yield race({ online: take(returns), due: delay(retryDelay(retry)) });
      const answer: PlacedOrder | null = yield call(sendOnce, order, idempotencyKey);
      if (answer) {
        yield put(checkoutActions.answered());
        return answer;
      }
    }
  } finally {
    returns.close();
  }
}
