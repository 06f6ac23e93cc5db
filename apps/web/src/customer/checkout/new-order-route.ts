import type { AppStore } from '../../store/store.ts';
import { checkoutFeature } from './checkout-saga.ts';
import { CreateOrder } from './CreateOrder.tsx';
import { shopStatusLoader } from '../shop-status/shop-status-loader.ts';

/** `/order/new`: the order form, its flows joining the store, and the shop's status loaded before it renders (the loader brings its flow). */
export function newOrderRoute(store: AppStore) {
  store.inject(checkoutFeature);
  return { loader: shopStatusLoader(store), Component: CreateOrder };
}
