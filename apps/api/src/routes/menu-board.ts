import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Pizza, routes } from '@chulo/api-client/contract';
import type { Database } from '../data/schema.ts';
import { customerMenu, readStaffPizzas } from '../services/menu-views.ts';
import { KeptInMemory } from '../live/kept-in-memory.ts';
import type { ShopEvents } from '../live/shop-events.ts';

export interface MenuSnapshot {
  pizzas: Pizza[];
  /** The serialized `{status, data, currency}` answer, built once per menu change, as bytes ready to send. */
  body: Buffer;
  etag: string;
}

/**
 * The menu every customer loads first: the pizzas not retired, in the owners' order. It changes only
 * when staff edit it, so the answer is kept ready in memory (live/kept-in-memory.ts), dropped on every
 * instance when a 'menu' event says so.
 */
export class MenuBoard {
  readonly #db: Kysely<Database>;
  readonly #imageBase: string;
  readonly #kept: KeptInMemory<MenuSnapshot>;

  /**
   * `imageBase` goes before each image's path: the shop's public address, so that other sites can show
   * the images (see PUBLIC_URL), or '' for paths on this site.
   */
  constructor(db: Kysely<Database>, events: ShopEvents, { imageBase = '' }: { imageBase?: string } = {}) {
    this.#db = db;
    this.#imageBase = imageBase;
    this.#kept = new KeptInMemory(() => this.#load(), events, 'menu');
  }

  current(): Promise<MenuSnapshot> {
    return this.#kept.current();
  }

  /** The menu when it is loaded and fresh, without waiting: what nearly every request gets. */
  ready(): MenuSnapshot | null {
    return this.#kept.ready();
  }

  /** The menu changed (`pizzaIds`): this instance forgets its answer at once, the others when the event reaches them. */
  changed(pizzaIds: readonly number[]): void {
    this.#kept.changed(pizzaIds.map(String));
  }

  async #load(): Promise<MenuSnapshot> {
    const pizzas = customerMenu(await readStaffPizzas(this.#db, this.#imageBase));
    const body = Buffer.from(JSON.stringify({ status: 'success', data: pizzas, ...routes.getMenu.alongside }));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { pizzas, body, etag };
  }
}
