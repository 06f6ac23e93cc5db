import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, put, take, takeLeading } from 'redux-saga/effects';
import type { Feature } from '../../store/store.ts';
import { connectionActions, connectionReducer } from './connection-slice.ts';

/**
 * What happens to the service worker, as the page sees it: `installed`, the first one now controls
 * the page; `waiting`, a new version has installed and waits; `controlling`, a new version took over.
 */
export type LifecycleEvent = 'installed' | 'waiting' | 'controlling';

/** The page's side of the service worker (service-worker.ts on the browser's, a test's own). */
export interface ServiceWorkerLifecycle {
  register(): Promise<void>;
  /** Calls `listener` on each `type` event; answers how to stop. */
  on(type: LifecycleEvent, listener: () => void): () => void;
  /** Tells the worker controlling the page. */
  tell(message: object): void;
  /** Asks the waiting new version to take over now. */
  takeOver(): void;
}

/** The browser's parts the saga works with: a test hands in its own. */
export interface ConnectionDevice {
  /** Null where the browser has no service workers (or in development, where Vite serves none). */
  serviceWorker: ServiceWorkerLifecycle | null;
  /** The same-origin addresses the page loaded so far (the Resource Timing entries). */
  loadedUrls: () => string[];
  reload: () => void;
}

/** The browser's `online` and `offline` events as a channel: true when it goes offline. */
function offlineChanges(): EventChannel<boolean> {
  return eventChannel((emit) => {
    const online = () => emit(false);
    const offline = () => emit(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

/** Keeps the store told whether the device is offline, from the moment the app starts. */
export function* followConnection(): SagaIterator {
  // Listening first, so that no change between reading and listening is lost.
  const changes: EventChannel<boolean> = yield call(offlineChanges);
  try {
    yield put(connectionActions.changed(!navigator.onLine));
    for (;;) yield put(connectionActions.changed(yield take(changes)));
  } finally {
    changes.close();
  }
}

/** The service worker's `type` events as a channel. */
function lifecycleEvents(worker: ServiceWorkerLifecycle, type: LifecycleEvent): EventChannel<LifecycleEvent> {
  return eventChannel((emit) => worker.on(type, () => emit(type)));
}

/**
 * The page loaded its menu, pictures and order before the service worker existed: once it is
 * installed, they go through it once, so that its rules keep them for offline (Workbox's router
 * answers `CACHE_URLS` by fetching each address it has a rule for, ignoring the others).
 */
function* keepWhatThePageLoaded(worker: ServiceWorkerLifecycle, { loadedUrls }: ConnectionDevice): SagaIterator {
  yield call([worker, worker.tell], { type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } });
}

/**
 * The customer chose 'Reload': the waiting version takes over (it was waiting so as not to remove
 * the files of the version this page runs), and the page reloads onto it once it controls the page.
 */
function* reloadIntoNewVersion(worker: ServiceWorkerLifecycle, { reload }: ConnectionDevice): SagaIterator {
  const controlling: EventChannel<LifecycleEvent> = yield call(lifecycleEvents, worker, 'controlling');
  try {
    yield call([worker, worker.takeOver]);
    yield take(controlling);
    yield call(reload);
  } finally {
    controlling.close();
  }
}

/** Registers the service worker and follows its life: first install, and new versions as they arrive. */
export function* runServiceWorker(worker: ServiceWorkerLifecycle, device: ConnectionDevice): SagaIterator {
  // Listening first: a version already waiting is told of as the registration ends.
  const installed: EventChannel<LifecycleEvent> = yield call(lifecycleEvents, worker, 'installed');
  const waiting: EventChannel<LifecycleEvent> = yield call(lifecycleEvents, worker, 'waiting');
  try {
    yield call([worker, worker.register]);
  } catch (error) {
    // The browser may refuse one (no storage left, a policy): the app still works online, without offline use.
    console.warn('[offline] the service worker could not be registered', error);
    installed.close();
    waiting.close();
    return;
  }
  yield all([
    takeLeading(installed, keepWhatThePageLoaded, worker, device),
    takeLeading(waiting, function* newVersion() {
      yield put(connectionActions.newVersionReady());
    }),
    // A second tap on 'Reload' while the first is under way changes nothing.
    takeLeading('connection/reloadIntoNewVersion', reloadIntoNewVersion, worker, device),
  ]);
}

/** The connection's flows, for the browser only: the server renders every page as online. */
export function connectionFeature(device: ConnectionDevice): Feature {
  return {
    name: 'connection',
    saga: function* connectionSaga() {
      yield all([call(followConnection), ...(device.serviceWorker ? [call(runServiceWorker, device.serviceWorker, device)] : [])]);
    },
    reducers: { connection: connectionReducer },
  };
}
