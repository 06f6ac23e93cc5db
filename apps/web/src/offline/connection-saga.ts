import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, put, take, takeLeading } from 'redux-saga/effects';
import type { Feature } from '../store/store.ts';
import { connectionActions, connectionReducer } from './connection-slice.ts';

type LifecycleEventType = 'waiting' | 'activated' | 'controlling';
type LifecycleListener = (event: { isUpdate?: boolean }) => void;

/** What the connection saga uses of workbox-window's `Workbox`, the page's side of the service worker. */
export interface ServiceWorkerLifecycle {
  register(): Promise<unknown>;
  addEventListener(type: LifecycleEventType, listener: LifecycleListener): void;
  removeEventListener(type: LifecycleEventType, listener: LifecycleListener): void;
  messageSW(message: object): Promise<unknown>;
  messageSkipWaiting(): void;
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

/** One `type` event of the service worker as a channel. */
function lifecycleEvents(worker: ServiceWorkerLifecycle, type: LifecycleEventType): EventChannel<{ isUpdate: boolean }> {
  return eventChannel((emit) => {
    const listener: LifecycleListener = (event) => emit({ isUpdate: event.isUpdate ?? false });
    worker.addEventListener(type, listener);
    return () => worker.removeEventListener(type, listener);
  });
}

/**
 * The page loaded its menu, pictures and order before the service worker existed: once it is
 * installed, they go through it once, so that its rules keep them for offline (Workbox's router
 * answers `CACHE_URLS` by fetching each address it has a rule for, ignoring the others).
 */
function* keepWhatThePageLoaded(worker: ServiceWorkerLifecycle, { loadedUrls }: ConnectionDevice): SagaIterator {
  yield call([worker, worker.messageSW], { type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } });
}

/**
 * The customer chose 'Reload': the waiting version takes over (it was waiting so as not to remove
 * the files of the version this page runs), and the page reloads onto it once it controls the page.
 */
function* reloadIntoNewVersion(worker: ServiceWorkerLifecycle, { reload }: ConnectionDevice): SagaIterator {
  const controlling: EventChannel<{ isUpdate: boolean }> = yield call(lifecycleEvents, worker, 'controlling');
  try {
    yield call([worker, worker.messageSkipWaiting]);
    yield take(controlling);
    yield call(reload);
  } finally {
    controlling.close();
  }
}

/** Registers the service worker and follows its life: first install, and new versions as they arrive. */
export function* runServiceWorker(worker: ServiceWorkerLifecycle, device: ConnectionDevice): SagaIterator {
  const activated: EventChannel<{ isUpdate: boolean }> = yield call(lifecycleEvents, worker, 'activated');
  const waiting: EventChannel<{ isUpdate: boolean }> = yield call(lifecycleEvents, worker, 'waiting');
  try {
    yield call([worker, worker.register]);
  } catch (error) {
    // The browser may refuse one (no storage left, a policy): the app still works online, without offline use.
    console.warn('[offline] the service worker could not be registered', error);
    activated.close();
    waiting.close();
    return;
  }
  yield all([
    takeLeading(activated, function* firstInstall({ isUpdate }: { isUpdate: boolean }) {
      if (!isUpdate) yield call(keepWhatThePageLoaded, worker, device);
    }),
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
