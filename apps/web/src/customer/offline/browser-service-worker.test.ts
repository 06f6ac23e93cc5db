import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserServiceWorker } from './browser-service-worker.ts';

/** A service worker in a state, whose changes the test makes. */
class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The browser's `navigator.serviceWorker`: `controller` is the worker controlling the page, if any. */
function fakeBrowser(controller: FakeWorker | null) {
  const registration = Object.assign(new EventTarget(), { installing: null as FakeWorker | null, waiting: null as FakeWorker | null });
  const container = Object.assign(new EventTarget(), { controller, register: vi.fn(async () => registration) });
  vi.stubGlobal('navigator', { serviceWorker: container });
  const worker = browserServiceWorker('/sw.js');
  const heard: string[] = [];
  for (const type of ['installed', 'waiting', 'controlling'] as const) worker.on(type, () => heard.push(type));
  /** A new worker found and installing, as the browser reports an update. */
  const update = () => {
    const installing = new FakeWorker('installing');
    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    return installing;
  };
  const takeControl = (by: FakeWorker) => {
    container.controller = by;
    container.dispatchEvent(new Event('controllerchange'));
  };
  return { worker, heard, container, registration, update, takeControl };
}

describe("the page's side of the service worker", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells of the first install when the first worker takes the page, and then speaks to it', async () => {
    const { worker, heard, container, registration, takeControl } = fakeBrowser(null);
    const first = new FakeWorker('installing');
    registration.installing = first;
    await worker.register();
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    first.become('installed');
    expect(heard).toEqual([]);
    takeControl(first);
    expect(heard).toEqual(['installed']);
    worker.tell({ type: 'CACHE_URLS' });
    expect(first.postMessage).toHaveBeenCalledWith({ type: 'CACHE_URLS' });
  });

  it('tells of a new version waiting, asks it to take over, and tells when it has', async () => {
    const running = new FakeWorker('activated');
    const { worker, heard, registration, update, takeControl } = fakeBrowser(running);
    await worker.register();
    const next = update();
    next.become('installed');
    registration.waiting = next;
    expect(heard).toEqual(['waiting']);
    worker.takeOver();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    takeControl(next);
    expect(heard).toEqual(['waiting', 'controlling']);
  });

  it('tells of a version already waiting when the page registers', async () => {
    const { worker, heard, registration } = fakeBrowser(new FakeWorker('activated'));
    registration.waiting = new FakeWorker('installed');
    await worker.register();
    expect(heard).toEqual(['waiting']);
  });
});
