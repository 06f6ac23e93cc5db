import type { LifecycleEvent, ServiceWorkerLifecycle } from './connection-saga.ts';

/**
 * The browser's service worker at `url`, told as the connection saga needs it: a few lines on the
 * standard API instead of workbox-window, which every page would download after load.
 */
export function browserServiceWorker(url: string): ServiceWorkerLifecycle {
  const container = navigator.serviceWorker;
  const listeners = new Map<LifecycleEvent, Set<() => void>>();
  const emit = (type: LifecycleEvent) => listeners.get(type)?.forEach((listener) => listener());
  let registration: ServiceWorkerRegistration | undefined;

  // A page that started without a worker gets its first by the worker's clientsClaim; any later
  // change of controller is a new version taking over (after a page's 'Reload').
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    emit(controlled ? 'controlling' : 'installed');
    controlled = true;
  });
  // A new version waits once installed while an older one controls the page (the first install activates at once).
  const whenInstalled = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) emit('waiting');
    });

  return {
    async register() {
      registration = await container.register(url);
      if (registration.waiting && container.controller) emit('waiting');
      whenInstalled(registration.installing);
      registration.addEventListener('updatefound', () => whenInstalled(registration?.installing ?? null));
    },
    on(type, listener) {
      listeners.set(type, new Set([...(listeners.get(type) ?? []), listener]));
      return () => void listeners.get(type)?.delete(listener);
    },
    tell: (message) => container.controller?.postMessage(message),
    // The service worker's own word for it (sw.ts).
    takeOver: () => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }),
  };
}
