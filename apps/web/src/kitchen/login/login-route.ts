import { KitchenError } from '../layout/KitchenError.tsx';
import { KitchenLogin } from './KitchenLogin.tsx';
import { loginAction } from './login-action.ts';
import { loginLoader } from './login-loader.ts';

/** `/kitchen/login`: staff sign in. */
export const loginRoute = {
  loader: loginLoader,
  action: loginAction,
  Component: KitchenLogin,
  ErrorBoundary: KitchenError,
};
