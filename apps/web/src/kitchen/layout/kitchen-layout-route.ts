import type { AppStore } from '../../store/store.ts';
import { KitchenError } from './KitchenError.tsx';
import { KitchenLayout } from './KitchenLayout.tsx';
import { kitchenLayoutLoader } from './layout-loader.ts';

/** `/kitchen/*`: the staff side's own frame: header, navigation, sign-out. */
export const kitchenLayoutRoute = (store: AppStore) => ({
  loader: kitchenLayoutLoader(store),
  Component: KitchenLayout,
  ErrorBoundary: KitchenError,
});
