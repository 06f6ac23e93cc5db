import { KitchenError } from '../layout/KitchenError.tsx';
import { kitchenMenuAction } from './menu-action.ts';
import { kitchenMenuLoader } from './menu-loader.ts';
import { MenuManager } from './MenuManager.tsx';

/** `/kitchen/menu`: sold out or back, and prices. */
export const menuRoute = {
  loader: kitchenMenuLoader,
  action: kitchenMenuAction,
  Component: MenuManager,
  ErrorBoundary: KitchenError,
};
