import { readPageState } from '../boot/page-state.ts';
import { api } from '../lib/api-client.ts';
import { createAppStore } from './store.ts';

/** The page the server rendered, with the state it rendered it from; null for a page it did not (the kitchen's, the offline app's). */
export const serverPage = readPageState();

/**
 * The app's one store, with the shop's API and the device's location for its sagas, starting from
 * the server's state where it rendered the page. The location code comes with the first 'Get
 * Position', not with the first screen.
 */
export const store = createAppStore(
  {
    api,
    locate: async () => (await import('../customer/user/geolocation.ts')).currentPosition(),
  },
  { preloadedState: serverPage?.state },
);
