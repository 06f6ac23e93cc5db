// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../../store/store.ts';
import { followConnection } from './connection-device.ts';
import { startConnectionOnceLoaded } from './start-connection.ts';

vi.mock('./connection-device.ts', () => ({ followConnection: vi.fn() }));

describe('startConnectionOnceLoaded', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(followConnection).mockClear();
  });

  it('on a page already loaded, imports the connection in a task of its own, not in the one that asked', async () => {
    expect(document.readyState).toBe('complete');
    vi.useFakeTimers();
    const store = {} as AppStore;
    startConnectionOnceLoaded(store);
    await vi.dynamicImportSettled();
    expect(followConnection).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    await vi.dynamicImportSettled();
    expect(followConnection).toHaveBeenCalledWith(store);
  });
});
