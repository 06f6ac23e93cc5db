import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadWithSaga } from '../../store/load-with-saga.ts';
import type { AppStore } from '../../store/store.ts';
import { shopStatusFeature } from '../shop-status/shop-status-saga.ts';
import { shopActions } from '../shop-status/shop-status-slice.ts';
import { orderFeature } from './order-saga.ts';
import { isOrderOutcome, orderActions, selectOrder, selectOrderState } from './order-slice.ts';

/** Starts looking up order `id` (main.tsx does, before the app has arrived), unless it is already under way. */
export function startLoadingOrder(store: AppStore, id: string): void {
  store.inject(orderFeature);
  if (selectOrderState(store.getState()).loading !== id) store.dispatch(orderActions.load(id));
}

/**
 * The order, loaded (by the order saga) before the screen renders (SPEC §2). An order the store
 * holds is shown as it is: while its page is open the live feed keeps it current, and it brings
 * the order as it is now the moment the page opens again.
 */
export function orderLoader(store: AppStore) {
  // The order's flows join the store with their code, also where the server's page brought the order
  // and this loader does not run (the live feed, 'Make a priority').
  store.inject(orderFeature);
  store.inject(shopStatusFeature);
  return async ({ params, request }: LoaderFunctionArgs): Promise<null> => {
    const id = params.orderId ?? '';
    // The shop's phone ('Call the shop') comes beside the order, never holding it up; the server's
    // page still has it, since the server renders once every flow has ended.
    store.dispatch(shopActions.load());
    if (selectOrder(store.getState())?.id === id) return null;
    await loadWithSaga(store, { start: () => startLoadingOrder(store, id), isOutcome: isOrderOutcome(id) }, request.signal);
    return null;
  };
}
