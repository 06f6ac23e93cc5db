import { api } from '../lib/api-client.ts';
import { createAppStore } from './store.ts';

/**
 * The app's one store, with the shop's API and the device's location for its sagas. The
 * location code comes with the first 'Get Position', not with the first screen.
 */
export const store = createAppStore({
  api,
  locate: async () => (await import('../user/geolocation.ts')).currentPosition(),
});
