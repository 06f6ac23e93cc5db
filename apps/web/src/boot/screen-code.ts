/**
 * The code of the customer screens that load when first visited, each import written once: the
 * router's lazy routes (router/routes.tsx) take it, and the first script (main.tsx) starts the opened
 * screen's before the router has arrived.
 */
export const screenCode = {
  home: () => import('../customer/home/HomePage.tsx'),
  cart: () => import('../customer/cart/Cart.tsx'),
  newOrder: () => import('../customer/checkout/new-order-route.ts'),
  order: () => import('../customer/order-page/Order.tsx'),
  /** The order's loader and sagas, which start its request without the app. */
  orderLoader: () => import('../customer/order-page/order-loader.ts'),
};
