import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/staff-endpoints.ts';
import type { HistoryEntry } from '../contract/back-office.ts';
import checkHistory from '../generated/history.ts';
import { ask } from './ask.ts';

/** Changes to the menu, prices, staff and hours, newest first: `limit` of them (the server's 50 unless given), before `before` to page back. */
export function getHistory(api: ApiConnection, page: { before?: string; limit?: number } = {}): Promise<HistoryEntry[]> {
  const query = new URLSearchParams();
  if (page.before) query.set('before', page.before);
  if (page.limit) query.set('limit', String(page.limit));
  return ask(api, { to: endpoint.getHistory, query: query.toString() || undefined, check: checkHistory });
}
