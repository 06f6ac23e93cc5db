// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../../testing/test-store.tsx';
import { connectionFeature, type ConnectionDevice, type LifecycleEvent, type ServiceWorkerLifecycle } from './connection-saga.ts';
import { connectionActions, selectConnection } from './connection-slice.ts';

/** The page's side of the service worker, its events fired by the test. */
class FakeServiceWorker implements ServiceWorkerLifecycle {
  private listeners = new Map<LifecycleEvent, Set<() => void>>();
  register = vi.fn(async () => {});
  tell = vi.fn();
  takeOver = vi.fn();
  on(type: LifecycleEvent, listener: () => void) {
    this.listeners.set(type, new Set([...(this.listeners.get(type) ?? []), listener]));
    return () => void this.listeners.get(type)?.delete(listener);
  }
  fire(type: LifecycleEvent) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

function connectedApp(serviceWorker: FakeServiceWorker | null = null) {
  const device: ConnectionDevice = {
    serviceWorker,
    loadedUrls: () => ['http://shop.test/api/menu', 'http://shop.test/images/margherita.jpg'],
    reload: vi.fn(),
  };
  const shop = createTestStore();
  shop.store.inject(connectionFeature(device));
  return { ...shop, device, connection: () => selectConnection(shop.store.getState()) };
}

const goOffline = (offline: boolean) => window.dispatchEvent(new Event(offline ? 'offline' : 'online'));

afterEach(() => vi.restoreAllMocks());

describe('following the connection', () => {
  it('starts from what the browser says, not from the page as the server rendered it', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { connection } = connectedApp();
    expect(connection()).toEqual({ offline: true, newVersionReady: false });
  });

  it("follows the browser's offline and online events", () => {
    const { connection } = connectedApp();
    expect(connection().offline).toBe(false);
    goOffline(true);
    expect(connection().offline).toBe(true);
    goOffline(false);
    expect(connection().offline).toBe(false);
  });
});

describe('the service worker', () => {
  it('is registered, and once first installed keeps what the page loaded before it', async () => {
    const worker = new FakeServiceWorker();
    connectedApp(worker);
    expect(worker.register).toHaveBeenCalledOnce();
    await Promise.resolve();
    worker.fire('installed');
    expect(worker.tell).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: ['http://shop.test/api/menu', 'http://shop.test/images/margherita.jpg'] },
    });
  });

  it('leaves the app working online when the browser refuses it', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const worker = new FakeServiceWorker();
    worker.register.mockRejectedValueOnce(new DOMException('Storage is full', 'QuotaExceededError'));
    const { connection } = connectedApp(worker);
    await vi.waitFor(() => expect(warned).toHaveBeenCalledWith('[offline] the service worker could not be registered', expect.any(DOMException)));
    goOffline(true);
    expect(connection().offline).toBe(true);
  });

  it("says a new version is ready, and takes it when the customer chooses 'Reload', reloading once it controls the page", async () => {
    const worker = new FakeServiceWorker();
    const { store, device, connection } = connectedApp(worker);
    await Promise.resolve();
    worker.fire('waiting');
    expect(connection().newVersionReady).toBe(true);

    store.dispatch(connectionActions.reloadIntoNewVersion());
    store.dispatch(connectionActions.reloadIntoNewVersion());
    expect(worker.takeOver).toHaveBeenCalledOnce();
    expect(device.reload).not.toHaveBeenCalled();
    worker.fire('controlling');
    expect(device.reload).toHaveBeenCalledOnce();
  });
});
