/**
 * The page's first script, kept small so that it runs while the app (which index.html
 * preloads) is still downloading: it starts the code of the screen being opened and, on a
 * page the server did not render, its data, whose downloads then overlap the app's instead
 * of queueing behind it. The router's lazy routes and loaders take over what is under way.
 */
import { nepaliNumbersReady } from '@chulo/ui';
import { screenAt, type OpenedScreen, type Screen } from './app/screens.ts';
import { screenCode } from './app/screen-code.ts';
import { startLoadingMenu } from './menu/menu-loader.ts';
import { serverPage, store } from './store/app-store.ts';
import './styles.css';

void import('./app/start-app.tsx');

/** The code of each customer screen that loads when first visited. */
const startCode: Partial<Record<Screen, () => void>> = {
  home: () => void screenCode.home(),
  cart: () => void screenCode.cart(),
  newOrder: () => void screenCode.newOrder(),
  order: () => {
    void screenCode.order();
    void screenCode.orderLoader();
  },
};

/** What each screen's data needs where the server has not brought it. */
const startData: Partial<Record<Screen, (params: OpenedScreen['params']) => void>> = {
  menu: () => startLoadingMenu(store),
  order: ({ orderId = '' }) => {
    // The page shows each pizza's ingredients from the menu (SPEC §7): fetched with the order, not after it renders.
    startLoadingMenu(store);
    void screenCode.orderLoader().then(({ startLoadingOrder }) => startLoadingOrder(store, orderId));
  },
};

// The server's page shows prices, which the browser must format as the server did before it takes the page over.
if (serverPage) void nepaliNumbersReady();
const opened = screenAt(location.pathname);
if (opened) {
  startCode[opened.screen]?.();
  if (!serverPage) startData[opened.screen]?.(opened.params);
}
