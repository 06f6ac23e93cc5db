import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Pizza, routes } from '@chulo/api-client/contract';
import type { Database } from '../data/schema.ts';
import { customerMenu, readStaffPizzas } from '../services/menu-views.ts';
import type { ShopEvents } from '../live/shop-events.ts';

export interface MenuSnapshot {
  pizzas: Pizza[];
  /** The serialized `{status, data, currency}` answer, built once per menu change, as bytes ready to send. */
  body: Buffer;
  etag: string;
}

/**
 * The menu every customer loads first: the pizzas not retired, in the owners' order. It changes only when staff edit it, so the
 * answer is kept ready and dropped on every instance when a 'menu' event says so;
 * `maxAgeMs` bounds staleness should an event ever be missed.
 */
export class MenuBoard {
  readonly #db: Kysely<Database>;
  readonly #events: ShopEvents;
  readonly #maxAgeMs: number;
  readonly #imageBase: string;
  #snapshot: Promise<MenuSnapshot> | null = null;
  /** What #snapshot resolved to, for answering without a promise. */
  #loaded: MenuSnapshot | null = null;
  #takenAt = 0;

  /**
   * `imageBase` goes before each image's path: the shop's public address, so that other sites can show
   * the images (see PUBLIC_URL), or '' for paths on this site.
   */
  constructor(db: Kysely<Database>, events: ShopEvents, { imageBase = '', maxAgeMs = 30_000 }: { imageBase?: string; maxAgeMs?: number } = {}) {
    this.#db = db;
    this.#events = events;
    this.#maxAgeMs = maxAgeMs;
    this.#imageBase = imageBase;
    events.subscribe('menu', () => this.invalidate());
  }

  current(): Promise<MenuSnapshot> {
    if (!this.#snapshot || Date.now() - this.#takenAt > this.#maxAgeMs) {
      this.#takenAt = Date.now();
      const loading = this.#load();
      loading.then(
        (snapshot) => {
          if (this.#snapshot === loading) this.#loaded = snapshot;
        },
        // A failed load is not kept: the next customer tries again.
        () => {
          if (this.#snapshot === loading) this.#snapshot = null;
        },
      );
      this.#snapshot = loading;
      this.#loaded = null;
    }
    return this.#snapshot;
  }

  /** The menu when it is loaded and fresh, without waiting: what nearly every request gets. */
  ready(): MenuSnapshot | null {
    return this.#loaded !== null && Date.now() - this.#takenAt <= this.#maxAgeMs ? this.#loaded : null;
  }

  invalidate(): void {
    this.#snapshot = null;
    this.#loaded = null;
  }

  /** The menu changed (`pizzaIds`): this instance forgets its answer at once, the others when the event reaches them. */
  changed(pizzaIds: readonly number[]): void {
    this.invalidate();
    this.#events.publish('menu', pizzaIds.map(String));
  }

  async #load(): Promise<MenuSnapshot> {
    const pizzas = customerMenu(await readStaffPizzas(this.#db, this.#imageBase));
    const body = Buffer.from(JSON.stringify({ status: 'success', data: pizzas, ...routes.getMenu.alongside }));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { pizzas, body, etag };
  }
}
