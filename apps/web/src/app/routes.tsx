import type { RouteObject } from 'react-router-dom';
import { LoadingOverlay } from '@chulo/ui';
import { Menu } from '../menu/Menu.tsx';
import { menuLoader } from '../menu/menu-loader.ts';
import type { AppStore } from '../store/store.ts';
import { AppLayout, AppLayoutError } from './AppLayout.tsx';
import { ErrorView } from './ErrorView.tsx';

/**
 * SPEC §2. The menu, where most visits start, ships in the first bundle with the
 * layout; every other screen (with its sagas) loads when first visited. Loaders
 * load into `store`, and screens render from it.
 */
/** What each screen shows while its code and data arrive on the page's first load. */
const loading = <LoadingOverlay />;

export const createRoutes = (store: AppStore): RouteObject[] => [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <AppLayoutError />,
    children: [
      {
        index: true,
        hydrateFallbackElement: loading,
        lazy: { Component: async () => (await import('./HomePage.tsx')).HomePage },
      },
      {
        path: 'menu',
        element: <Menu />,
        loader: menuLoader(store),
        errorElement: <ErrorView />,
        hydrateFallbackElement: loading,
      },
      {
        path: 'cart',
        hydrateFallbackElement: loading,
        lazy: { Component: async () => (await import('../cart/Cart.tsx')).Cart },
      },
      {
        path: 'order/new',
        hydrateFallbackElement: loading,
        lazy: async () => {
          const [{ CreateOrder }, { checkoutFeature }] = await Promise.all([
            import('../order/CreateOrder.tsx'),
            import('../order/checkout-saga.ts'),
          ]);
          store.inject(checkoutFeature);
          return { Component: CreateOrder };
        },
      },
      {
        path: 'order/:orderId',
        errorElement: <ErrorView />,
        hydrateFallbackElement: loading,
        lazy: {
          Component: async () => (await import('../order/Order.tsx')).Order,
          loader: async () => (await import('../order/order-loader.ts')).orderLoader(store),
        },
      },
    ],
  },
  {
    // The kitchen (staff only): its own layout and screens, downloaded only when visited.
    path: '/kitchen',
    hydrateFallbackElement: loading,
    lazy: async () => (await import('../kitchen/layout/kitchen-layout-route.ts')).kitchenLayoutRoute(store),
    children: [
      { index: true, lazy: async () => (await import('../kitchen/orders/orders-route.ts')).ordersRoute(store) },
      { path: 'menu', lazy: async () => (await import('../kitchen/menu/menu-route.ts')).menuRoute(store) },
      { path: 'login', lazy: async () => (await import('../kitchen/login/login-route.ts')).loginRoute(store) },
    ],
  },
];
