import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The number the database moves on with every write to the menu's tables (migration 018). */
export async function menuVersion(db: Kysely<Database>): Promise<number> {
  const { version } = await db.selectFrom('menu_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(version);
}
