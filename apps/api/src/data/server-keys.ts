import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** A secret the migrations made for this database (schema.ts: ServerKeyTable). */
export async function serverKey(db: Kysely<Database>, name: string): Promise<string> {
  const row = await db.selectFrom('server_keys').select('secret').where('name', '=', name).executeTakeFirstOrThrow();
  return row.secret;
}
