import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadMenu } from '../../customer/menu/menu-loader.ts';
import { loadShopStatusFresh } from '../../customer/shop-status/shop-status-loader.ts';
import type { AppStore } from '../../store/store.ts';
import { KitchenError } from '../layout/KitchenError.tsx';
import { requireStaff } from '../store/staff-loading.ts';
import { phoneOrderFeature } from './phone-order-saga.ts';
import { PhoneOrderScreen } from './PhoneOrderScreen.tsx';

/**
 * `/kitchen/phone-order`, for either role: the menu as customers get it, afresh (a pizza may have
 * sold out), the shop's status for the times an order for later may be for, and the order's flow.
 */
export const phoneOrderRoute = (store: AppStore) => ({
  loader: async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await requireStaff(store, request);
    store.inject(phoneOrderFeature);
    await Promise.all([loadMenu(store, request.signal), loadShopStatusFresh(store, request.signal)]);
    return null;
  },
  Component: PhoneOrderScreen,
  ErrorBoundary: KitchenError,
});
