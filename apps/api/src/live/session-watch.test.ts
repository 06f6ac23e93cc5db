import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionWatch } from './session-watch.ts';
import { LocalShopEvents } from './shop-events.ts';

const HOUR = 3_600_000;
const SWEEP_MS = 1_000;

describe('a staff stream held by the session watch', () => {
  afterEach(() => vi.useRealTimers());

  function watching(sessions: Map<string, boolean | Error>, sweepMs = SWEEP_MS) {
    vi.useFakeTimers();
    const events = new LocalShopEvents();
    const failures: unknown[] = [];
    const isOpen = async (token: string) => {
      const open = sessions.get(token) ?? false;
      if (open instanceof Error) throw open;
      return open;
    };
    const watch = new SessionWatch(events, isOpen, (error) => failures.push(error), sweepMs);
    return { events, watch, failures };
  }

  it('ends at the sweep when its session went without anyone announcing it (the pnpm staff command)', async () => {
    const sessions = new Map<string, boolean | Error>([['maya-token', true]]);
    const { watch } = watching(sessions);
    const end = vi.fn();
    watch.hold('maya-token', { username: 'maya', expiresAt: Date.now() + HOUR }, end);
    await vi.advanceTimersByTimeAsync(SWEEP_MS);
    expect(end).not.toHaveBeenCalled();
    sessions.set('maya-token', false);
    await vi.advanceTimersByTimeAsync(SWEEP_MS);
    expect(end).toHaveBeenCalledOnce();
    watch.close();
  });

  it('is looked up again when its account is announced, and only its account’s streams are', async () => {
    const sessions = new Map<string, boolean | Error>([['ram-token', true]]);
    const { events, watch } = watching(sessions);
    const [ram, maya] = [vi.fn(), vi.fn()];
    watch.hold('ram-token', { username: 'ram', expiresAt: Date.now() + HOUR }, ram);
    watch.hold('maya-token', { username: 'maya', expiresAt: Date.now() + HOUR }, maya);
    events.publish('staff', ['ram']);
    await vi.advanceTimersByTimeAsync(0);
    expect(ram).not.toHaveBeenCalled();
    expect(maya).not.toHaveBeenCalled();
    sessions.set('ram-token', false);
    events.publish('staff', ['ram']);
    await vi.advanceTimersByTimeAsync(0);
    expect(ram).toHaveBeenCalledOnce();
    watch.close();
  });

  it('ends when its session cannot be looked up, and the failure is reported', async () => {
    const lost = new Error('database away');
    const { events, watch, failures } = watching(new Map([['ram-token', lost]]));
    const end = vi.fn();
    watch.hold('ram-token', { username: 'ram', expiresAt: Date.now() + HOUR }, end);
    events.publish('staff', ['ram']);
    await vi.advanceTimersByTimeAsync(0);
    expect(end).toHaveBeenCalledOnce();
    expect(failures).toEqual([lost]);
    watch.close();
  });

  it('ends when its session expires, even a session longer than a timer can wait at once; and not once let go', async () => {
    // Swept seldom, so that only the expiry can end it.
    const { watch } = watching(new Map([['maya-token', true], ['ram-token', true]]), 20 * 24 * HOUR);
    const [maya, ram] = [vi.fn(), vi.fn()];
    const expiresAt = Date.now() + 30 * 24 * HOUR;
    watch.hold('maya-token', { username: 'maya', expiresAt }, maya);
    const letGo = watch.hold('ram-token', { username: 'ram', expiresAt }, ram);
    letGo();
    await vi.advanceTimersByTimeAsync(25 * 24 * HOUR);
    expect(maya).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * 24 * HOUR);
    expect(maya).toHaveBeenCalled();
    expect(ram).not.toHaveBeenCalled();
    watch.close();
  });
});
