import { type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router-dom';
import { looksLikeOrderId } from '@chulo/domain';
import { LoadingOverlay } from '@chulo/ui';
import { Menu } from '../customer/menu/Menu.tsx';
import { menuLoader } from '../customer/menu/menu-loader.ts';
import type { AppStore } from '../store/store.ts';
import { AppLayout, AppLayoutError } from '../customer/layout/AppLayout.tsx';
import { ErrorView } from '../customer/layout/ErrorView.tsx';
import { PAGE_TITLES, type TitledScreen } from './page-heads.ts';
import { screenCode } from '../boot/screen-code.ts';
import { ORDER_SEARCH_FIELD, orderPath, type Screen, screenRoute } from './screens.ts';

/** What each screen shows while its code and data arrive on the page's first load in the browser. */
export const LOADING = <LoadingOverlay />;

/** What the layout and the server read of a route: its screen's title. */
export interface RouteHandle {
  title: (typeof PAGE_TITLES)[TitledScreen];
}

/** A customer screen's route: named after the screen, at its path, with its title. */
const screen = (name: TitledScreen) => ({ ...screenRoute(name), handle: { title: PAGE_TITLES[name] } satisfies RouteHandle });

/** The order screen's title names the order only when its address could be an id: an address can hold any text, which a title would show. */
const orderTitle: RouteHandle['title'] = ({ orderId }) => PAGE_TITLES.order({ orderId: orderId && looksLikeOrderId(orderId) ? orderId : undefined });

/** The header's search as a plain form (JavaScript off): on to the order's page, or home when nothing was typed. */
function orderSearchLoader({ request }: LoaderFunctionArgs): Response {
  const id = new URL(request.url).searchParams.get(ORDER_SEARCH_FIELD)?.trim();
  return redirect(id ? orderPath(id) : '/');
}

/**
 * SPEC §2, the customer's screens: rendered by the server for a page's first load (server/render-page.tsx)
 * and by the browser from then on. The menu, where most visits start, ships in the first bundle with the
 * layout; every other screen (with its sagas) loads when first visited. Loaders load into `store`, and
 * screens render from it. Each screen's route has the screen's name (screens.ts) for its id.
 */
export const customerRoutes = (store: AppStore): RouteObject[] => [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <AppLayoutError />,
    children: [
      {
        id: 'home' satisfies Screen,
        index: true,
        handle: { title: PAGE_TITLES.home } satisfies RouteHandle,
        hydrateFallbackElement: LOADING,
        lazy: { Component: async () => (await screenCode.home()).HomePage },
      },
      {
        ...screen('menu'),
        element: <Menu />,
        loader: menuLoader(store),
        errorElement: <ErrorView />,
        hydrateFallbackElement: LOADING,
      },
      {
        ...screen('cart'),
        hydrateFallbackElement: LOADING,
        lazy: { Component: async () => (await screenCode.cart()).Cart },
      },
      {
        ...screen('newOrder'),
        hydrateFallbackElement: LOADING,
        lazy: async () => (await screenCode.newOrder()).newOrderRoute(store),
      },
      { ...screenRoute('orderSearch'), loader: orderSearchLoader },
      {
        ...screen('order'),
        handle: { title: orderTitle } satisfies RouteHandle,
        errorElement: <ErrorView />,
        hydrateFallbackElement: LOADING,
        lazy: {
          Component: async () => (await screenCode.order()).Order,
          loader: async () => (await screenCode.orderLoader()).orderLoader(store),
        },
      },
    ],
  },
];
