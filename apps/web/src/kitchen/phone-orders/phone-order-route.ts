import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadMenu } from '../../customer/menu/menu-loader.ts';
import type { AppStore } from '../../store/store.ts';
import { KitchenError } from '../layout/KitchenError.tsx';
import { requireStaff } from '../store/staff-loading.ts';
import { phoneOrderFeature } from './phone-order-saga.ts';
import { PhoneOrderScreen } from './PhoneOrderScreen.tsx';

/** `/kitchen/phone-order`, for either role: the menu as customers get it, afresh (a pizza may have sold out), and the order's flow. */
export const phoneOrderRoute = (store: AppStore) => ({
  loader: async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await requireStaff(store, request);
    store.inject(phoneOrderFeature);
    await loadMenu(store, request.signal);
    return null;
  },
  Component: PhoneOrderScreen,
  ErrorBoundary: KitchenError,
});
