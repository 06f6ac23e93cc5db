import type { AppStore } from '../../store/store.ts';
import { KitchenError } from '../layout/KitchenError.tsx';
import { KitchenLogin } from './KitchenLogin.tsx';
import { loginLoader } from './login-loader.ts';

/** `/kitchen/login`: staff sign in. */
export const loginRoute = (store: AppStore) => ({
  loader: loginLoader(store),
  Component: KitchenLogin,
  ErrorBoundary: KitchenError,
});
