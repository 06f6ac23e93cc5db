import type { RouteObject } from 'react-router-dom';
import { LoadingOverlay } from '@chulo/ui';
import { Menu } from '../menu/Menu.tsx';
import { menuLoader } from '../menu/menu-loader.ts';
import type { AppStore } from '../store/store.ts';
import { AppLayout, AppLayoutError } from './AppLayout.tsx';
import { ErrorView } from './ErrorView.tsx';
import { screenCode } from './screen-code.ts';
import { type Screen, SCREEN_PATHS } from './screens.ts';

/**
 * SPEC §2. The menu, where most visits start, ships in the first bundle with the
 * layout; every other screen (with its sagas) loads when first visited. Loaders
 * load into `store`, and screens render from it. Each screen's route has the
 * screen's name (screens.ts) for its id; the two layouts sit at their home screens' paths.
 */
/** What each screen shows while its code and data arrive on the page's first load. */
const loading = <LoadingOverlay />;

/** A screen's route: named after the screen, at its path. */
const screen = (name: Screen) => ({ id: name, path: SCREEN_PATHS[name] });

export const createRoutes = (store: AppStore): RouteObject[] => [
  {
    path: SCREEN_PATHS.home,
    element: <AppLayout />,
    errorElement: <AppLayoutError />,
    children: [
      {
        id: 'home' satisfies Screen,
        index: true,
        hydrateFallbackElement: loading,
        lazy: { Component: async () => (await screenCode.home()).HomePage },
      },
      {
        ...screen('menu'),
        element: <Menu />,
        loader: menuLoader(store),
        errorElement: <ErrorView />,
        hydrateFallbackElement: loading,
      },
      {
        ...screen('cart'),
        hydrateFallbackElement: loading,
        lazy: { Component: async () => (await screenCode.cart()).Cart },
      },
      {
        ...screen('newOrder'),
        hydrateFallbackElement: loading,
        lazy: async () => (await screenCode.newOrder()).newOrderRoute(store),
      },
      {
        ...screen('order'),
        errorElement: <ErrorView />,
        hydrateFallbackElement: loading,
        lazy: {
          Component: async () => (await screenCode.order()).Order,
          loader: async () => (await screenCode.orderLoader()).orderLoader(store),
        },
      },
    ],
  },
  {
    // The kitchen (staff only): its own layout and screens, downloaded only when visited.
    path: SCREEN_PATHS.kitchen,
    hydrateFallbackElement: loading,
    lazy: async () => (await import('../kitchen/layout/kitchen-layout-route.ts')).kitchenLayoutRoute(store),
    children: [
      { id: 'kitchen' satisfies Screen, index: true, lazy: async () => (await import('../kitchen/orders/orders-route.ts')).ordersRoute(store) },
      { ...screen('kitchenMenu'), lazy: async () => (await import('../kitchen/menu/menu-route.ts')).menuRoute(store) },
      { ...screen('kitchenStaff'), lazy: async () => (await import('../kitchen/staff/staff-route.ts')).staffRoute(store) },
      { ...screen('kitchenShop'), lazy: async () => (await import('../kitchen/shop/shop-route.ts')).shopRoute(store) },
      { ...screen('kitchenSales'), lazy: async () => (await import('../kitchen/sales/sales-route.ts')).salesRoute(store) },
      { ...screen('kitchenHistory'), lazy: async () => (await import('../kitchen/history/history-route.ts')).historyRoute(store) },
      { ...screen('kitchenLogin'), lazy: async () => (await import('../kitchen/login/login-route.ts')).loginRoute(store) },
    ],
  },
];
