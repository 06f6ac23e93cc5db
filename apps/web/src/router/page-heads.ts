/**
 * Each customer screen's title and description, written once: the server puts both in the page it
 * renders (server/page-head.ts), the layout keeps the tab's title in step as the customer moves on
 * (AppLayout.tsx), and the build writes the home page's into index.html, the page the kitchen and the
 * offline app start from. The descriptions are for search engines and link previews: only the server
 * and the build read them, so the browser's bundle leaves them out. Read by the build in Node, like
 * screens.ts: so no imports.
 */
export const SHOP_NAME = 'Chulo Pizza';

/** The customer screens' titles, by screen name (screens.ts); an order's names the order when given its id. */
export const PAGE_TITLES = {
  home: () => `${SHOP_NAME} · Fresh pizza delivered in Kathmandu`,
  menu: () => `Menu · ${SHOP_NAME}`,
  cart: () => `Your cart · ${SHOP_NAME}`,
  newOrder: () => `Your order · ${SHOP_NAME}`,
  order: ({ orderId }: Record<string, string | undefined>) => (orderId ? `Order ${orderId} · ${SHOP_NAME}` : `Order · ${SHOP_NAME}`),
} satisfies Record<string, (params: Record<string, string | undefined>) => string>;

export type TitledScreen = keyof typeof PAGE_TITLES;

export const PAGE_DESCRIPTIONS: Record<TitledScreen, string> = {
  home: 'Order hot, freshly baked pizza in Kathmandu from Chulo Pizza. Pick your pizzas, pay on delivery and follow your order until it reaches your door.',
  menu: 'Every pizza Chulo Pizza bakes, with its ingredients and its price in rupees. Order online in Kathmandu and pay on delivery.',
  cart: 'The pizzas you have picked, ready to order.',
  newOrder: 'Where to bring your pizzas, and how to reach you.',
  order: 'Your Chulo Pizza order: its status, its pizzas and when it should reach your door.',
};
