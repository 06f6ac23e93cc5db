import type { ShopEvents } from './shop-events.ts';

/**
 * Fans an order change out to everyone watching: each change is read once,
 * however many pages watch that order.
 */
export class OrderWatch<View> {
  readonly #watchers = new Map<string, Set<(view: View) => void>>();
  readonly #read: (orderId: string) => Promise<View>;
  readonly #onError: (error: unknown) => void;
  readonly #unsubscribe: () => void;

  constructor(events: ShopEvents, read: (orderId: string) => Promise<View>, onError: (error: unknown) => void) {
    this.#read = read;
    this.#onError = onError;
    this.#unsubscribe = events.subscribe('order', (orderId) => void this.#changed(orderId));
  }

  /** Watch one order, or every order with `'*'`. Returns the way to stop watching. */
  watch(key: string, watcher: (view: View) => void): () => void {
    let watchers = this.#watchers.get(key);
    if (!watchers) this.#watchers.set(key, (watchers = new Set()));
    watchers.add(watcher);
    return () => {
      watchers.delete(watcher);
      if (watchers.size === 0) this.#watchers.delete(key);
    };
  }

  close(): void {
    this.#unsubscribe();
    this.#watchers.clear();
  }

  async #changed(orderId: string): Promise<void> {
    const targets = [...(this.#watchers.get(orderId) ?? []), ...(this.#watchers.get('*') ?? [])];
    if (targets.length === 0) return;
    try {
      const view = await this.#read(orderId);
      for (const watcher of targets) watcher(view);
    } catch (error) {
      this.#onError(error);
    }
  }
}
