import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { createApiConnection } from '@chulo/api-client';
import { routerContext } from '../router/router-context.ts';
import { type AppAction, type AppStore, createAppStore, nextAction, type SagaContext } from '../store/store.ts';

/**
 * The app's real store, reducers and sagas, on the page's `fetch` (which the test stubs), with
 * a `navigate` and a device position the test controls; `next(type)` waits for an action.
 */
export function createTestStore(context: Partial<SagaContext> = {}) {
  const navigate = vi.fn<SagaContext['navigate']>();
  const locate = vi.fn<SagaContext['locate']>();
  const store = createAppStore({ api: createApiConnection(), locate, navigate, ...context });
  const next = <Type extends AppAction['type']>(type: Type) =>
    nextAction(store, (action): action is Extract<AppAction, { type: Type }> => action.type === type, new AbortController().signal);
  return { store, navigate, locate, next };
}

/** Wraps a rendered tree in `store`'s provider, as start-app.tsx does. */
export function withStore(store: AppStore) {
  return function StoreProvider({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };
}

/** Renders `routes` at `path` in a memory router, with a fresh store wired to it as start-app.tsx wires the app's. */
export function renderRoutes(routes: (store: AppStore) => RouteObject[], path: string) {
  const { store } = createTestStore();
  const router = createMemoryRouter(routes(store), { initialEntries: [path] });
  store.setContext(routerContext(router));
  render(<RouterProvider router={router} />, { wrapper: withStore(store) });
  return { store, router };
}
