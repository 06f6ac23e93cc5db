import type { RouteObject } from 'react-router-dom';
import type { AppStore } from '../store/store.ts';
import { customerRoutes, LOADING } from './customer-routes.tsx';
import { type Screen, screenRoute as screen, SCREEN_PATHS } from './screens.ts';

/** The whole app, as a kitchen page's router has it: the customer's screens (customer-routes.tsx), then the kitchen's. */
export const createRoutes = (store: AppStore): RouteObject[] => [
  ...customerRoutes(store),
  {
    // The kitchen (staff only, rendered in the browser): its own layout and screens, downloaded only when visited.
    path: SCREEN_PATHS.kitchen,
    hydrateFallbackElement: LOADING,
    lazy: async () => (await import('../kitchen/layout/kitchen-layout-route.ts')).kitchenLayoutRoute(store),
    children: [
      { id: 'kitchen' satisfies Screen, index: true, lazy: async () => (await import('../kitchen/board/orders-route.ts')).ordersRoute(store) },
      { ...screen('kitchenMenu'), lazy: async () => (await import('../kitchen/menu/menu-route.ts')).menuRoute(store) },
      { ...screen('kitchenPhoneOrder'), lazy: async () => (await import('../kitchen/phone-orders/phone-order-route.ts')).phoneOrderRoute(store) },
      { ...screen('kitchenStaff'), lazy: async () => (await import('../kitchen/staff/staff-route.ts')).staffRoute(store) },
      { ...screen('kitchenShop'), lazy: async () => (await import('../kitchen/shop/shop-route.ts')).shopRoute(store) },
      { ...screen('kitchenSales'), lazy: async () => (await import('../kitchen/sales/sales-route.ts')).salesRoute(store) },
      { ...screen('kitchenHistory'), lazy: async () => (await import('../kitchen/history/history-route.ts')).historyRoute(store) },
      { ...screen('kitchenLogin'), lazy: async () => (await import('../kitchen/session/login-route.ts')).loginRoute(store) },
    ],
  },
];
