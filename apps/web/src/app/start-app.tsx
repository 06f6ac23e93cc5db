import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { startConnectionOnceLoaded } from '../offline/start-connection.ts';
import { store } from '../store/app-store.ts';
import { routerContext } from './router-context.ts';
import { createRoutes } from './routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Evaluating this bundle and starting the router (with the first screen's loader) each cost a
// phone tens of milliseconds: in separate tasks, the page can respond in between. The transition
// has React render the first screen in short slices too.
setTimeout(() => {
  const router = createBrowserRouter(createRoutes(store));
  store.setContext(routerContext(router));
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    ),
  );
});

// The online/offline note and the service worker, once the page has loaded.
startConnectionOnceLoaded(store);
