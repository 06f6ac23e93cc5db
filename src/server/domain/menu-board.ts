import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toRupees } from '../../shared/money.ts';
import type { Pizza } from '../../shared/schemas.ts';
import type { Database } from '../data/schema.ts';

export interface MenuSnapshot {
  pizzas: Pizza[];
  /** The serialized `{status, data}` answer, built once per menu change. */
  body: string;
  etag: string;
}

/**
 * The menu every customer loads first. It changes only when staff edit it, so the
 * answer is kept ready; another instance's edit shows within `maxAgeMs`.
 */
export class MenuBoard {
  readonly #db: Kysely<Database>;
  readonly #maxAgeMs: number;
  #snapshot: Promise<MenuSnapshot> | null = null;
  #takenAt = 0;

  constructor(db: Kysely<Database>, maxAgeMs = 2_000) {
    this.#db = db;
    this.#maxAgeMs = maxAgeMs;
  }

  current(): Promise<MenuSnapshot> {
    if (!this.#snapshot || Date.now() - this.#takenAt > this.#maxAgeMs) {
      this.#takenAt = Date.now();
      const loading = this.#load();
      // A failed load is not kept: the next customer tries again.
      loading.catch(() => {
        if (this.#snapshot === loading) this.#snapshot = null;
      });
      this.#snapshot = loading;
    }
    return this.#snapshot;
  }

  /** After a menu edit on this instance: the next load reads the database. */
  invalidate(): void {
    this.#snapshot = null;
  }

  async #load(): Promise<MenuSnapshot> {
    const rows = await this.#db.selectFrom('pizzas').selectAll().orderBy('position').orderBy('id').execute();
    const pizzas: Pizza[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      unitPrice: toRupees(row.unit_price),
      ingredients: JSON.parse(row.ingredients) as string[],
      soldOut: row.sold_out === 1,
      imageUrl: `/images/pizzas/${row.id}.svg`,
    }));
    const body = JSON.stringify({ status: 'success', data: pizzas });
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { pizzas, body, etag };
  }
}
