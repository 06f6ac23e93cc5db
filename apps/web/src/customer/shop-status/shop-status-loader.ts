import type { LoaderFunctionArgs } from 'react-router-dom';
import { selectCartQuantity } from '../cart/cart-slice.ts';
import { loadWithSaga } from '../../store/load-with-saga.ts';
import type { AppStore } from '../../store/store.ts';
import { shopStatusFeature } from './shop-status-saga.ts';
import { isShopOutcome, shopActions } from './shop-status-slice.ts';

/** The shop's status, afresh (the owner may have changed its hours meanwhile): settled once it has come, or is known to be unknown. */
export async function loadShopStatusFresh(store: AppStore, signal: AbortSignal): Promise<void> {
  store.inject(shopStatusFeature);
  await loadWithSaga(store, { start: () => store.dispatch(shopActions.load()), isOutcome: isShopOutcome }, signal);
}

/**
 * The shop's status, before the order form renders, afresh on every visit (the owner may have
 * closed the shop meanwhile), so that the form never offers an order it then takes back. An empty
 * cart shows no form: nothing to ask.
 */
export function shopStatusLoader(store: AppStore) {
  store.inject(shopStatusFeature);
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if (selectCartQuantity(store.getState()) === 0) return null;
    await loadShopStatusFresh(store, request.signal);
    return null;
  };
}
