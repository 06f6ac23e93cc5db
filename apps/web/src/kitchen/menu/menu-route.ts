import type { AppStore } from '../../store/store.ts';
import { KitchenError } from '../layout/KitchenError.tsx';
import { kitchenMenuLoader } from './kitchen-menu-loader.ts';
import { MenuScreen } from './MenuScreen.tsx';

/** `/kitchen/menu`: the whole menu for owners; sold out or back for the kitchen. */
export const menuRoute = (store: AppStore) => ({
  loader: kitchenMenuLoader(store),
  Component: MenuScreen,
  ErrorBoundary: KitchenError,
});
