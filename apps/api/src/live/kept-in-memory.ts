import type { ShopEvents, ShopTopic } from './shop-events.ts';

/**
 * Something every order and every order form asks for, that staff change now and then (the shop's
 * settings, the kitchen's pace): read from the database once and kept in memory, dropped on this
 * instance at once when it changes (`changed`), on the others when `topic`'s event reaches them (or
 * when events may have been missed); `maxAgeMs` bounds staleness should an event ever be lost.
 */
export class KeptInMemory<Value> {
  readonly #read: () => Promise<Value>;
  readonly #events: ShopEvents;
  readonly #topic: ShopTopic;
  readonly #maxAgeMs: number;
  #value: Promise<Value> | null = null;
  /** What #value resolved to, for answering without a promise. */
  #loaded: Value | null = null;
  #takenAt = 0;

  constructor(read: () => Promise<Value>, events: ShopEvents, topic: ShopTopic, { maxAgeMs = 30_000 }: { maxAgeMs?: number } = {}) {
    this.#read = read;
    this.#events = events;
    this.#topic = topic;
    this.#maxAgeMs = maxAgeMs;
    events.subscribe(topic, () => this.#forget());
    events.onGap(() => this.#forget());
  }

  /** The value when it is loaded and fresh, without waiting: what nearly every request gets. */
  ready(): Value | null {
    return this.#loaded !== null && Date.now() - this.#takenAt <= this.#maxAgeMs ? this.#loaded : null;
  }

  current(): Promise<Value> {
    const ready = this.ready();
    if (ready) return Promise.resolve(ready);
    if (!this.#value || Date.now() - this.#takenAt > this.#maxAgeMs) {
      this.#takenAt = Date.now();
      const loading = this.#read();
      this.#value = loading;
      this.#loaded = null;
      loading.then(
        (value) => {
          if (this.#value === loading) this.#loaded = value;
        },
        // A failed read is not kept: the next request tries again.
        () => {
          if (this.#value === loading) this.#value = null;
        },
      );
    }
    return this.#value;
  }

  /** It changed (`ids` say what, for the event's listeners): this instance forgets it at once, the others when the event reaches them. */
  changed(ids: readonly string[]): void {
    this.#forget();
    this.#events.publish(this.#topic, ids);
  }

  #forget(): void {
    this.#value = null;
    this.#loaded = null;
  }
}
