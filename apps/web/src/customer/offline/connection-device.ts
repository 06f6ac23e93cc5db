import type { AppStore } from '../../store/store.ts';
import { browserServiceWorker } from './browser-service-worker.ts';
import { connectionFeature } from './connection-saga.ts';

/** Where the build puts the service worker (vite/offline-app.ts): at the root, so that its scope is the whole shop. */
const SERVICE_WORKER_URL = '/sw.js';

/** The same-origin addresses the page has loaded, as the browser's Resource Timing lists them. */
function loadedUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin);
}

/**
 * The connection's flows on this browser's parts. The service worker only in production builds:
 * in development Vite serves none, and a worker would keep files Vite replaces as they change.
 */
export async function followConnection(store: AppStore): Promise<void> {
  // The notes' code before the state that shows them: going offline must not wait on a download that cannot come.
  await import('./ConnectionNotes.tsx');
  const serviceWorker = import.meta.env.PROD && 'serviceWorker' in navigator ? browserServiceWorker(SERVICE_WORKER_URL) : null;
  store.inject(connectionFeature({ serviceWorker, loadedUrls, reload: () => location.reload() }));
}
