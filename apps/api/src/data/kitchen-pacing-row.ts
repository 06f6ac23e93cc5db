import type { Kysely } from 'kysely';
import type { BusySpell, KitchenPacing, OrdersPause } from '@chulo/domain';
import type { Database } from './schema.ts';

/** The kitchen_pacing table's one row (id 1): each part as JSON, epoch milliseconds and who set it, or null. */

/** The pacing as stored: @chulo/domain's, each part with the username of whoever set it. */
export interface StoredPacing extends KitchenPacing {
  busy: (BusySpell & { by: string }) | null;
  pause: (OrdersPause & { by: string }) | null;
}

export async function readPacing(db: Kysely<Database>): Promise<StoredPacing> {
  const row = await db.selectFrom('kitchen_pacing').select(['busy', 'pause']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { busy: row.busy === null ? null : JSON.parse(row.busy), pause: row.pause === null ? null : JSON.parse(row.pause) };
}

export async function writePacing<Part extends keyof StoredPacing>(db: Kysely<Database>, part: Part, value: StoredPacing[Part]): Promise<void> {
  await db
    .updateTable('kitchen_pacing')
    .set({ [part]: value === null ? null : JSON.stringify(value) })
    .where('id', '=', 1)
    .execute();
}
