import type { AppStore } from '../../store/store.ts';
import { KitchenError } from '../layout/KitchenError.tsx';
import { kitchenMenuLoader } from './menu-loader.ts';
import { MenuManager } from './MenuManager.tsx';

/** `/kitchen/menu`: sold out or back, and prices. */
export const menuRoute = (store: AppStore) => ({
  loader: kitchenMenuLoader(store),
  Component: MenuManager,
  ErrorBoundary: KitchenError,
});
