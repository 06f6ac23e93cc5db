/**
 * The app's routes, named once: each screen's path as React Router matches it, and the chunks
 * the build makes for screens on purpose. Read by the router (routes.tsx), the first script
 * (boot/main.tsx, through `screenAt`) and the build (vite.config.ts), which reads it in Node: so no imports.
 */
export const SCREEN_PATHS = {
  home: '/',
  menu: '/menu',
  cart: '/cart',
  // Before `order`, which would take 'new' for an id: the router prefers a fixed word too, and screenAt tries them in this order.
  newOrder: '/order/new',
  order: '/order/:orderId',
  // The header's order search as a plain form sends its query here (JavaScript off): on to that order's page.
  orderSearch: '/order',
  kitchen: '/kitchen',
  kitchenMenu: '/kitchen/menu',
  kitchenPhoneOrder: '/kitchen/phone-order',
  // The back office: owners only.
  kitchenStaff: '/kitchen/staff',
  kitchenShop: '/kitchen/shop',
  kitchenSales: '/kitchen/sales',
  kitchenHistory: '/kitchen/history',
  kitchenLogin: '/kitchen/login',
} as const;

export type Screen = keyof typeof SCREEN_PATHS;

/** Whether `pathname` is the kitchen's, whose screens a customer's page never downloads (as the router reads paths: in any case). */
export const isKitchenPath = (pathname: string) => /^\/kitchen(?:\/|$)/i.test(pathname);

/** A screen's route: named after the screen, at its path. */
export const screenRoute = (name: Screen) => ({ id: name, path: SCREEN_PATHS[name] });

/** The field of the header's order search, as the search form sends it to `orderSearch`. */
export const ORDER_SEARCH_FIELD = 'id';

/** An order's page. */
export const orderPath = (id: string) => `/order/${encodeURIComponent(id)}`;

/**
 * The chunks the build bundles on purpose, by name, each from these source files (under src/)
 * and what they import. Every other screen's code is a chunk of its own, named after its file.
 */
export const SCREEN_CHUNKS = {
  // Every customer screen's frame: React, the router, the layout and the menu, in one file (start-app.tsx and what
  // it imports). index.html preloads it; main.tsx starts it.
  app: ['boot/start-app.tsx'],
  // The order page's screen in one file, not three: on a phone's network each file in flight takes a share of the
  // bandwidth the app needs.
  order: ['customer/order-page/Order.tsx', 'customer/order-page/OrderLine.tsx', 'customer/order-page/MakePriority.tsx'],
  // The order's loader, with the order's sagas, the API client's order calls and the check of their answers (what it
  // imports), apart from the screen: they need nothing from the app, so main.tsx starts the order's request while
  // React is still downloading.
  'order-api': ['customer/order-page/order-loader.ts'],
  // The connection's code, which every page loads once it has loaded: its flows with the service worker's part, and
  // the notes they show, in one file rather than four.
  connection: ['customer/offline/connection-device.ts', 'customer/offline/ConnectionNotes.tsx'],
} as const;

export type ScreenChunk = keyof typeof SCREEN_CHUNKS;

export interface OpenedScreen {
  screen: Screen;
  /** The path's parameters, decoded: `orderId` of /order/{orderId}. */
  params: Record<string, string>;
}

/**
 * The screen the router shows at `pathname`, found without the router (the first script runs
 * before it has downloaded), or null where it shows its not-found error. Like the router, it
 * ignores letter case and a trailing slash.
 */
export function screenAt(pathname: string): OpenedScreen | null {
  const parts = pathname.split('/').filter(Boolean);
  for (const [screen, path] of Object.entries(SCREEN_PATHS) as [Screen, string][]) {
    const segments = path.split('/').filter(Boolean);
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, index) => {
      const part = parts[index] as string;
      if (!segment.startsWith(':')) return segment === part.toLowerCase();
      params[segment.slice(1)] = decodeURIComponent(part);
      return true;
    });
    if (matches) return { screen, params };
  }
  return null;
}
