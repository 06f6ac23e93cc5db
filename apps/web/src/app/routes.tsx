import type { RouteObject } from 'react-router';
import { Menu } from '../menu/Menu.tsx';
import { menuLoader } from '../menu/menu-loader.ts';
import { AppLayout, AppLayoutError } from './AppLayout.tsx';
import { ErrorView } from './ErrorView.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';

/**
 * SPEC §2. The menu, where most visits start, ships in the first bundle with the
 * layout; every other screen (and the schemas it needs) loads when first visited.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <AppLayoutError />,
    children: [
      {
        index: true,
        hydrateFallbackElement: <LoadingOverlay />,
        lazy: { Component: async () => (await import('./HomePage.tsx')).HomePage },
      },
      {
        path: 'menu',
        element: <Menu />,
        loader: menuLoader,
        errorElement: <ErrorView />,
        hydrateFallbackElement: <LoadingOverlay />,
        // The menu changes rarely: the order page's second load need not repeat after each update.
        shouldRevalidate: () => false,
      },
      {
        path: 'cart',
        hydrateFallbackElement: <LoadingOverlay />,
        lazy: { Component: async () => (await import('../cart/Cart.tsx')).Cart },
      },
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
];
