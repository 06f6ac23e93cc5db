/**
 * The page's first script, kept small. On a page the server did not render (the kitchen's, the
 * offline app's), it runs while the app (which index.html preloads) is still downloading, and starts
 * the opened screen's code and data, whose downloads then overlap the app's instead of queueing
 * behind it. On a page the server rendered, which shows its content without any script, it starts
 * the app once the browser has painted that content: on a phone's network, the page's first paint
 * then shares its bandwidth with nothing (the server's page preloads no code). The router's lazy
 * routes and loaders take over what is under way.
 */
import { afterFirstPaint } from './after-first-paint.ts';
import { holdEarlyTaps, letEarlyTapsThrough } from './early-taps.ts';
import { screenAt, type OpenedScreen, type Screen } from '../router/screens.ts';
import { screenCode } from './screen-code.ts';
import { startLoadingMenu } from '../customer/menu/menu-loader.ts';
import { serverPage, store } from '../store/app-store.ts';
import '../styles.css';

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

function startApp(): void {
  // An app that cannot come leaves the page as the server sent it: its forms then go to the server as plain forms.
  import('./start-app.tsx').catch(letEarlyTapsThrough);
  // A rendered page's screen code is loaded by the app's router once the app has run (start-app.tsx).
  // Started here, it would arrive with the app, which it imports, and the browser would run both in
  // one long task, during which the page answers no tap.
  if (serverPage) return;
  const opened = screenAt(location.pathname);
  if (!opened) return;
  startCode[opened.screen]?.();
  startData[opened.screen]?.(opened.params);
}

if (serverPage) {
  holdEarlyTaps();
  afterFirstPaint(startApp);
} else {
  startApp();
}
