import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Which of these phones the shop has delivered an order to (kept by the database itself, migration 011). */
export async function deliveredAmong(db: Kysely<Database>, phones: readonly string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db.selectFrom('delivered_phones').select('phone').where('phone', 'in', phones).execute();
  return new Set(rows.map((row) => row.phone));
}
