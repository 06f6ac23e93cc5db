import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

/** A browser's paint entries, as a test hands them out: `paint(name)` records one. */
function paintEntries() {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    connected = false;
    constructor(readonly callback: PerformanceObserverCallback) {
      observers.push(this);
    }
    observe(options: PerformanceObserverInit) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.connected = true;
    }
    disconnect() {
      this.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: string) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
      for (const observer of observers) if (observer.connected) observer.callback(list, observer as unknown as PerformanceObserver);
    },
    connected: () => observers.filter((observer) => observer.connected).length,
  };
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the first contentful paint, not the first paint of anything, and then stops listening', () => {
    const browser = paintEntries();
    const start = vi.fn();
    afterFirstPaint(start);
    browser.paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    browser.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledOnce();
    expect(browser.connected()).toBe(0);
  });

  it('falls back to the task after the first frame where the browser records no paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const start = vi.fn();
    afterFirstPaint(start);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(start).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(start).toHaveBeenCalledOnce();
  });
});
