import { EventEmitter } from 'node:events';

/**
 * Tells every part of the shop that something changed: an order (live order pages,
 * the kitchen dashboard), the menu or the shop's hours and delivery area (cached answers),
 * the kitchen's pace (cached answers, the kitchen dashboard), the sessions of a member of
 * staff (their live boards; the id is the username).
 * Carries ids only: each listener reads what it is allowed to see.
 */
export type ShopTopic = 'order' | 'menu' | 'shop' | 'pacing' | 'staff';

export interface ShopEvents {
  publish(topic: ShopTopic, ids: readonly string[]): void;
  subscribe(topic: ShopTopic, listener: (id: string) => void): () => void;
  /** Called when events may have been missed (a lost connection came back): listeners should start afresh. */
  onGap(listener: () => void): void;
  close(): Promise<void>;
}

/** One process: the SQLite setup, where a single instance serves everyone. */
export class LocalShopEvents implements ShopEvents {
  readonly #emitter = new EventEmitter().setMaxListeners(0);

  publish(topic: ShopTopic, ids: readonly string[]): void {
    for (const id of ids) this.#emitter.emit(topic, id);
  }

  subscribe(topic: ShopTopic, listener: (id: string) => void): () => void {
    this.#emitter.on(topic, listener);
    return () => this.#emitter.off(topic, listener);
  }

  /** In one process nothing is ever missed. */
  onGap(): void {}

  async close(): Promise<void> {
    this.#emitter.removeAllListeners();
  }
}
