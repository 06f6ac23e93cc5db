import type { AppStore } from '../../store/store.ts';

/**
 * Starts following the connection and the service worker once the page has loaded: their code
 * comes in a chunk of its own, and the worker's downloads of the whole build then never compete
 * with the first screen's. Always in a task of its own: on a page the
 * server rendered, the page has loaded by the time the app has, and the import itself costs a phone
 * milliseconds that the task evaluating the app (a long one already) would add to its own.
 */
export function startConnectionOnceLoaded(store: AppStore): void {
  const start = () => void import('./connection-device.ts').then((device) => device.followConnection(store));
  if (document.readyState === 'complete') setTimeout(start);
  else window.addEventListener('load', start, { once: true });
}
