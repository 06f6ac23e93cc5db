import { KitchenError } from '../layout/KitchenError.tsx';
import { KitchenDashboard } from './KitchenDashboard.tsx';
import { ordersAction } from './orders-action.ts';
import { ordersLoader } from './orders-loader.ts';

/** `/kitchen`: the open orders, live. */
export const ordersRoute = {
  loader: ordersLoader,
  action: ordersAction,
  Component: KitchenDashboard,
  ErrorBoundary: KitchenError,
  // The board keeps itself current from the live events: filtering or moving an order needs no reload.
  shouldRevalidate: () => false,
};
