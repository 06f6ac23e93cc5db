import type { Kysely } from 'kysely';
import type { HistoryEntry } from '@chulo/api-client/contract';
import type { Database } from './schema.ts';

/** One change an owner (or the kitchen) made: who, what, when, in a sentence. */
export interface Change {
  staff: string;
  action: HistoryEntry['action'];
  summary: string;
}

const DEFAULT_PAGE = 50;

/**
 * The shop's record of every change to its menu, prices, staff and hours. A change and its record
 * are written in the same transaction (`db` is the transaction), so neither is ever kept without
 * the other; records are never changed or removed.
 */
export async function recordChange(db: Kysely<Database>, change: Change, at = Date.now()): Promise<void> {
  await db.insertInto('history').values({ at, staff: change.staff, action: change.action, summary: change.summary }).execute();
}

/** Newest first: `limit` records from before `before` (epoch ms), or the newest. */
export async function readHistory(db: Kysely<Database>, { before, limit = DEFAULT_PAGE }: { before?: number; limit?: number } = {}): Promise<HistoryEntry[]> {
  let query = db.selectFrom('history').select(['at', 'staff', 'action', 'summary']).orderBy('at', 'desc').orderBy('id', 'desc').limit(limit);
  if (before !== undefined) query = query.where('at', '<', before);
  const rows = await query.execute();
  return rows.map((row) => ({ at: new Date(row.at).toISOString(), staff: row.staff, action: row.action as HistoryEntry['action'], summary: row.summary }));
}
