/**
 * The page's first script, kept small so that it runs while the app (which index.html
 * preloads) is still downloading: it starts the code and the data of the screen being
 * opened, whose downloads then overlap the app's instead of queueing behind it. The
 * router's lazy routes and loaders take over what is under way.
 */
import { nepaliNumbersReady } from '@chulo/ui';
import { startLoadingMenu } from './menu/menu-loader.ts';
import { store } from './store/app-store.ts';
import './styles.css';

void import('./app/start-app.tsx');

const path = location.pathname;
const orderId = /^\/order\/([^/]+)\/?$/.exec(path)?.[1];
if (path === '/') void import('./app/HomePage.tsx');
else if (path === '/menu') startLoadingMenu(store);
else if (path === '/cart') void import('./cart/Cart.tsx');
else if (path === '/order/new') {
  void import('./order/CreateOrder.tsx');
  void import('./order/checkout-saga.ts');
}
else if (orderId) {
  void nepaliNumbersReady();
  void import('./order/Order.tsx');
  // The page shows each pizza's ingredients from the menu (SPEC §7): fetched with the order, not after it renders.
  startLoadingMenu(store);
  void import('./order/order-loader.ts').then(({ startLoadingOrder }) => startLoadingOrder(store, decodeURIComponent(orderId)));
}
