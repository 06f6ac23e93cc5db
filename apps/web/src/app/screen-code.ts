/**
 * The code of the customer screens that load when first visited, each import written once: the
 * router's lazy routes (routes.tsx) take it, and the first script (main.tsx) starts the opened
 * screen's before the router has arrived.
 */
export const screenCode = {
  home: () => import('./HomePage.tsx'),
  cart: () => import('../cart/Cart.tsx'),
  newOrder: () => import('../order/new-order-route.ts'),
  order: () => import('../order/Order.tsx'),
  /** The order's loader and sagas, which start its request without the app. */
  orderLoader: () => import('../order/order-loader.ts'),
};
