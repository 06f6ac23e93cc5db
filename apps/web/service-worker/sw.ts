/**
 * The shop's service worker: every caching rule of the app, in this one file, each with why.
 * What no rule below names (placing an order and every other write, the live order feed, the staff
 * API under /api/staff, the shop's hours, the address lookup, the kitchen's code) goes to the
 * network as if there were no service worker: stale copies of those would mislead, not help.
 *
 * Built by vite-plugin-pwa (vite.config.ts), which writes the build's file list into
 * `self.__WB_MANIFEST`. Docs: docs/decisions/019-offline.md, with 038 (the order's last-known
 * header) and 039 (a new version waits for the customer's Reload).
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { screenAt } from '../src/router/screens.ts';
import { LAST_KNOWN_HEADER } from '../src/customer/offline/service-worker-protocol.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The build this worker came with: the customer's code, styles, icons and the index.html shell,
 * all fetched at install, so that a repeat visit downloads none of the app's code and an offline
 * one still starts. Served cache-first: hashed names never change content. The old version's
 * files stay until this one activates, which waits for the pages still running the old code
 * (see `SKIP_WAITING` below): the server no longer has them after a deploy.
 * `directoryIndex: ''`: `/` is a page the server renders fresh, not the shell (the rule for pages below).
 */
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });

/** The copy of the page every customer screen starts from without the server: the client then renders it from its cached data. */
const SHELL = '/index.html';

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * The menu: stale-while-revalidate. It changes a few times a day at most, so the copy from the
 * last visit shows at once (and offline), and the fresh one, fetched meanwhile, is there for the
 * next. Pages the server renders carry the fresh menu anyway; this serves the client's own calls.
 */
const MENU = '/api/menu';
const menu = new StaleWhileRevalidate({ cacheName: 'menu' });
registerRoute(({ url }) => sameOrigin(url) && url.pathname === MENU, menu);

/**
 * The pizzas' pictures (drawings under /images/, owners' photos under /photos/): stale-while-
 * revalidate, like the menu they belong to; at most a few menus' worth, for a month, so a phone's
 * storage does not fill with pizzas no longer sold.
 */
registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname.startsWith('/images/') || url.pathname.startsWith('/photos/')),
  new StaleWhileRevalidate({ cacheName: 'pizza-pictures', plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS })] }),
);

/**
 * Marks an order answered from the cache with when the shop sent it, so the order page can say
 * that it shows the order's last known state (the app cannot tell a copy from a fresh answer otherwise).
 */
const markLastKnown: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(LAST_KNOWN_HEADER, new Date(cachedResponse.headers.get('date') ?? Date.now()).toISOString());
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/**
 * An order (GET /api/order/{id}, not its live feed /events): network first, because its status and
 * estimate change by the minute; the last answer is kept only for when the network fails, marked
 * as such. A few recent orders, for a week: a customer follows their own, for an hour or so.
 */
const orders = new NetworkFirst({ cacheName: 'orders', plugins: [markLastKnown, new ExpirationPlugin({ maxEntries: 10, maxAgeSeconds: 7 * DAY_SECONDS })] });
registerRoute(({ url }) => sameOrigin(url) && /^\/api\/order\/[^/]+$/.test(url.pathname), orders);

/**
 * Pages: network only, so a customer always gets the server's page as it is now (with its
 * current data and the current build), never one kept from an earlier visit. Without a network a
 * customer screen gets the shell; anything else (the kitchen, which only works online, the API's
 * reference, Storybook) fails as it would without a service worker. Navigation preload asks the
 * server while this worker starts, so pages are not slower for passing through it.
 */
enableNavigationPreload();
const shellWhenOffline: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const screen = screenAt(new URL(request.url).pathname)?.screen;
    return screen && !screen.startsWith('kitchen') ? matchPrecache(SHELL) : undefined;
  },
};
const pages = new NetworkOnly({ plugins: [shellWhenOffline] });

/**
 * A page the server rendered carries its data inside, so the page never asks for it: the menu's
 * and an order's pages have theirs fetched beside them, by the rules above, for the day the page
 * opens offline from the shell (an order's page shows the menu's ingredients too).
 */
function keepScreenData(event: ExtendableEvent, pathname: string): void {
  const opened = screenAt(pathname);
  const orderId = opened?.screen === 'order' ? opened.params.orderId : undefined;
  if (opened?.screen !== 'menu' && !orderId) return;
  const kept = [menu.handle({ event, request: MENU })];
  if (orderId) kept.push(orders.handle({ event, request: `/api/order/${encodeURIComponent(orderId)}` }));
  // Without a network nothing can be refreshed, and the page says so itself: nothing to report here.
  event.waitUntil(Promise.allSettled(kept));
}

registerRoute(
  new NavigationRoute((options) => {
    keepScreenData(options.event, options.url.pathname);
    return pages.handle(options);
  }),
);

/**
 * A new version installs beside the old one and waits, while pages still run the old code (their
 * next screen's chunk must still come from the old build's files). A page takes it when the
 * customer accepts ("Reload": src/customer/offline/browser-service-worker.ts's `takeOver`), then reloads onto it.
 */
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * On first install, take the open page at once, so that what it loads from now on (the next
 * screen's menu call, an order) is kept for offline. An update only activates once its pages
 * agreed to reload (above), so taking them changes no code under a page.
 */
clientsClaim();
