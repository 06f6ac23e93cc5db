import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toRupees } from '@chulo/domain';
import type { Pizza } from '@chulo/api-client/contract';
import { messages } from '@chulo/api-client/contract';
import type { Database } from '../data/schema.ts';
import { ClientError } from './errors.ts';
import type { ShopEvents } from './shop-events.ts';

export interface MenuSnapshot {
  pizzas: Pizza[];
  /** The serialized `{status, data}` answer, built once per menu change, as bytes ready to send. */
  body: Buffer;
  etag: string;
}

/**
 * The menu every customer loads first. It changes only when staff edit it, so the
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

  /** Staff mark a pizza sold out or back, or change its price; past orders keep the prices they were placed at. */
  async edit(pizzaId: number, change: { soldOut?: boolean; unitPrice?: number }): Promise<Pizza> {
    const { numUpdatedRows } = await this.#db
      .updateTable('pizzas')
      .set({
        ...(change.soldOut === undefined ? {} : { sold_out: change.soldOut ? 1 : 0 }),
        ...(change.unitPrice === undefined ? {} : { unit_price: change.unitPrice }),
      })
      .where('id', '=', pizzaId)
      .executeTakeFirstOrThrow();
    if (numUpdatedRows === 0n) throw new ClientError(404, messages.noSuchPizza(pizzaId));
    // This instance at once; the others when the event reaches them.
    this.invalidate();
    this.#events.publish('menu', [String(pizzaId)]);
    const pizza = (await this.current()).pizzas.find((candidate) => candidate.id === pizzaId);
    return pizza as Pizza;
  }

  async #load(): Promise<MenuSnapshot> {
    const rows = await this.#db.selectFrom('pizzas').selectAll().orderBy('position').orderBy('id').execute();
    const pizzas: Pizza[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      unitPrice: toRupees(row.unit_price),
      ingredients: JSON.parse(row.ingredients) as string[],
      soldOut: row.sold_out === 1,
      imageUrl: `${this.#imageBase}/images/pizzas/${row.id}.svg`,
      photo: null,
    }));
    const body = Buffer.from(JSON.stringify({ status: 'success', data: pizzas }));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { pizzas, body, etag };
  }
}
