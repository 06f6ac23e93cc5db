import type { AppStore } from '../../store/store.ts';
import { KitchenError } from '../layout/KitchenError.tsx';
import { KitchenDashboard } from './KitchenDashboard.tsx';
import { ordersLoader } from './orders-loader.ts';

/** `/kitchen`: the open orders, live. */
export const ordersRoute = (store: AppStore) => ({
  loader: ordersLoader(store),
  Component: KitchenDashboard,
  ErrorBoundary: KitchenError,
  // The board keeps itself current from the live events: filtering by status needs no reload.
  shouldRevalidate: () => false,
});
