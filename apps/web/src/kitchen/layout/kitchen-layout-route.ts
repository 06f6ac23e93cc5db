import { KitchenError } from './KitchenError.tsx';
import { KitchenLayout } from './KitchenLayout.tsx';
import { kitchenLayoutLoader } from './layout-loader.ts';
import { signOutAction } from './sign-out-action.ts';

/** `/kitchen/*`: the staff side's own frame: header, navigation, sign-out. */
export const kitchenLayoutRoute = {
  loader: kitchenLayoutLoader,
  action: signOutAction,
  Component: KitchenLayout,
  ErrorBoundary: KitchenError,
};
