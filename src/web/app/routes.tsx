import { createBrowserRouter } from 'react-router';
import { Cart } from '../cart/Cart.tsx';
import { Menu } from '../menu/Menu.tsx';
import { menuLoader } from '../menu/menu-loader.ts';
import { AppLayout, AppLayoutError } from './AppLayout.tsx';
import { ErrorView } from './ErrorView.tsx';
import { HomePage } from './HomePage.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';

/**
 * SPEC §2. Home, menu and cart ship in the first bundle; the two order screens
 * (and the schemas they need) load when first visited.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <AppLayoutError />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'menu',
        element: <Menu />,
        loader: menuLoader,
        errorElement: <ErrorView />,
        hydrateFallbackElement: <LoadingOverlay />,
        // The menu changes rarely: the order page's second load need not repeat after each update.
        shouldRevalidate: () => false,
      },
      { path: 'cart', element: <Cart /> },
      {
        path: 'order/new',
        hydrateFallbackElement: <LoadingOverlay />,
        lazy: {
          Component: async () => (await import('../order/CreateOrder.tsx')).CreateOrder,
          action: async () => (await import('../order/create-order-action.ts')).createOrderAction,
        },
      },
      {
        path: 'order/:orderId',
        errorElement: <ErrorView />,
        hydrateFallbackElement: <LoadingOverlay />,
        lazy: {
          Component: async () => (await import('../order/Order.tsx')).Order,
          loader: async () => (await import('../order/order-loader.ts')).orderLoader,
          action: async () => (await import('../order/make-priority-action.ts')).makePriorityAction,
        },
      },
    ],
  },
  {
    // The kitchen (staff only): its own layout and screens, downloaded only when visited.
    path: '/kitchen',
    hydrateFallbackElement: <LoadingOverlay />,
    lazy: async () => (await import('../kitchen/layout/kitchen-layout-route.ts')).kitchenLayoutRoute,
    children: [
      { index: true, lazy: async () => (await import('../kitchen/orders/orders-route.ts')).ordersRoute },
      { path: 'menu', lazy: async () => (await import('../kitchen/menu/menu-route.ts')).menuRoute },
      { path: 'login', lazy: async () => (await import('../kitchen/login/login-route.ts')).loginRoute },
    ],
  },
]);
