import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ServerClock } from '../hooks/server-clock.tsx';
import { startConnectionOnceLoaded } from '../customer/offline/start-connection.ts';
import { serverPage, store } from '../store/app-store.ts';
import { loadMatchedRoutes } from './matched-routes.ts';
import { receivedErrors } from './page-state.ts';
import { customerRoutes } from '../router/customer-routes.tsx';
import { letEarlyTapsThrough } from './early-taps.ts';
import { routerContext } from '../router/router-context.ts';
import { isKitchenPath } from '../router/screens.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Marks the page as answering (`<html data-interactive>`) once React has taken it over, and does the
 * taps held until then. Before, the server's page shows its buttons, but a tap on one waits (the
 * stylesheet says so with the cursor, and the browser tests wait for the mark).
 */
function useInteractiveMark(): void {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
    letEarlyTapsThrough();
  }, []);
}

function App({ router }: { router: Router }) {
  useInteractiveMark();
  const screens = <RouterProvider router={router} />;
  return (
    <StrictMode>
      <Provider store={store}>{serverPage ? <ServerClock at={serverPage.renderedAt}>{screens}</ServerClock> : screens}</Provider>
    </StrictMode>
  );
}

/** Resolves in a task of its own: the work before and the work after are then two tasks, and a tap can come between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// Evaluating this bundle and the screen's code, starting the router and starting React each cost a
// phone tens of milliseconds: in separate tasks, the page can respond in between. The transition
// has React render the first screen in short slices too.
setTimeout(async () => {
  // The kitchen's pages come with its screens as well (router/routes.tsx); a customer's never download them.
  const routes = isKitchenPath(location.pathname) ? (await import('../router/routes.tsx')).createRoutes(store) : customerRoutes(store);
  // The server's page is taken over as it is: with its screen's code loaded, and the router holding
  // what the loaders answered on the server, so that they do not run again.
  if (serverPage) {
    await loadMatchedRoutes(routes, location.pathname);
    await nextTask();
  }
  const router = createBrowserRouter(
    routes,
    serverPage ? { hydrationData: { loaderData: serverPage.router.loaderData, errors: receivedErrors(serverPage.router.errors) } } : undefined,
  );
  store.setContext(routerContext(router));
  await nextTask();
  startTransition(() => {
    if (serverPage) hydrateRoot(root, <App router={router} />);
    else createRoot(root).render(<App router={router} />);
  });
});

// The online/offline note and the service worker, once the page has loaded.
startConnectionOnceLoaded(store);
