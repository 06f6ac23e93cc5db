import type { SagaIterator, Task } from 'redux-saga';
import { fork, type ForkEffect, take } from 'redux-saga/effects';
import type { AppAction } from '../../store/store.ts';

/**
 * `takeLeading`, per thing: runs `worker` for each `type` action unless one for the same key
 * (an order, a pizza's price) is still running, whose own request then stands for both.
 */
export function takeLeadingPer<Type extends AppAction['type']>(
  type: Type,
  keyOf: (action: Extract<AppAction, { type: Type }>) => string,
  worker: (action: Extract<AppAction, { type: Type }>) => SagaIterator,
): ForkEffect {
  return fork(function* leadingPerKey(): SagaIterator {
    const running = new Map<string, Task>();
    for (;;) {
      const action: Extract<AppAction, { type: Type }> = yield take(type);
      const key = keyOf(action);
      if (running.get(key)?.isRunning()) continue;
      running.set(key, (yield fork(worker, action)) as Task);
    }
  });
}
