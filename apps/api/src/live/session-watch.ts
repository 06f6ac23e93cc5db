import type { ShopEvents } from './shop-events.ts';

/** How often every held stream's session is looked up again, for ends nobody announced. */
const SWEEP_MS = 60_000;
/** setTimeout's longest wait; a session that lasts longer is waited for in several steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

interface Held {
  token: string;
  end(): void;
}

/**
 * Staff live streams end with their session, for whatever reason it ends, on every instance. The
 * staff accounts announce each account whose sessions ended (signed out, removed, a new password)
 * on the `staff` topic; every instance then asks the database which of that account's streams
 * still have a session, and ends the others. A timer ends a stream when its session expires. A
 * sweep looks every stream's session up again now and then, for ends nobody announced (the
 * `pnpm staff` command, an announcement lost with a dropped connection). A session that cannot be
 * looked up is taken as ended: the board reconnects and is asked who it is.
 */
export class SessionWatch {
  readonly #held = new Map<string, Set<Held>>();
  readonly #isOpen: (token: string) => Promise<boolean>;
  readonly #onError: (error: unknown) => void;
  readonly #unsubscribe: () => void;
  readonly #sweep: NodeJS.Timeout;

  constructor(events: ShopEvents, isOpen: (token: string) => Promise<boolean>, onError: (error: unknown) => void, sweepMs = SWEEP_MS) {
    this.#isOpen = isOpen;
    this.#onError = onError;
    this.#unsubscribe = events.subscribe('staff', (username) => void this.#check(this.#held.get(username)));
    this.#sweep = setInterval(() => {
      for (const streams of this.#held.values()) void this.#check(streams);
    }, sweepMs).unref();
  }

  /** Ends `end`'s stream with the session of `token`. Returns the way to let go, for a stream that ends first. */
  hold(token: string, session: { username: string; expiresAt: number }, end: () => void): () => void {
    const { username, expiresAt } = session;
    let streams = this.#held.get(username);
    if (!streams) this.#held.set(username, (streams = new Set()));
    const held: Held = { token, end };
    streams.add(held);
    let expiry: NodeJS.Timeout;
    const waitForExpiry = () => {
      expiry = setTimeout(() => (Date.now() >= expiresAt ? end() : waitForExpiry()), Math.min(expiresAt - Date.now(), LONGEST_TIMER_MS)).unref();
    };
    waitForExpiry();
    return () => {
      clearTimeout(expiry);
      streams.delete(held);
      if (streams.size === 0 && this.#held.get(username) === streams) this.#held.delete(username);
    };
  }

  close(): void {
    this.#unsubscribe();
    clearInterval(this.#sweep);
  }

  async #check(streams: Set<Held> | undefined): Promise<void> {
    if (!streams) return;
    await Promise.all(
      [...streams].map(async ({ token, end }) => {
        let open = false;
        try {
          open = await this.#isOpen(token);
        } catch (error) {
          this.#onError(error);
        }
        if (!open) end();
      }),
    );
  }
}
