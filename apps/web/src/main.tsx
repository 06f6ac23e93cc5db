/**
 * The page's first script, kept small so that it runs while the app (which index.html
 * preloads) is still downloading: it starts the code and the data of the screen being
 * opened, whose downloads then overlap the app's instead of queueing behind it. The
 * router's lazy routes and loaders take over what is under way.
 */
import { nepaliNumbersReady } from '@chulo/ui';
import { screenAt, type OpenedScreen, type Screen } from './app/screens.ts';
import { screenCode } from './app/screen-code.ts';
import { startLoadingMenu } from './menu/menu-loader.ts';
import { store } from './store/app-store.ts';
import './styles.css';

void import('./app/start-app.tsx');

/** What each customer screen needs that can start before the app has arrived. */
const startScreen: Partial<Record<Screen, (params: OpenedScreen['params']) => void>> = {
  home: () => void screenCode.home(),
  menu: () => startLoadingMenu(store),
  cart: () => void screenCode.cart(),
  newOrder: () => void screenCode.newOrder(),
  order: ({ orderId = '' }) => {
    void nepaliNumbersReady();
    void screenCode.order();
    // The page shows each pizza's ingredients from the menu (SPEC §7): fetched with the order, not after it renders.
    startLoadingMenu(store);
    void screenCode.orderLoader().then(({ startLoadingOrder }) => startLoadingOrder(store, orderId));
  },
};

const opened = screenAt(location.pathname);
if (opened) startScreen[opened.screen]?.(opened.params);
