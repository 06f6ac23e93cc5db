import type { Kysely } from 'kysely';
import type { HistoryEntry } from '@chulo/api-client/contract';
import { readHistory } from '../data/history-log.ts';
import type { Database } from '../data/schema.ts';

/** A page of the shop's history, newest first: `limit` changes from before `before` (an ISO time), or the newest. */
export function historyPage(db: Kysely<Database>, { before, limit }: { before?: string | undefined; limit?: number | undefined }): Promise<HistoryEntry[]> {
  return readHistory(db, { ...(before === undefined ? {} : { before: Date.parse(before) }), ...(limit === undefined ? {} : { limit }) });
}
