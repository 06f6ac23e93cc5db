import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@chulo/api-client/contract';
import { backOffice, leaveBackOffice, ok } from '../testing/back-office.ts';
import { historyFeature } from './history-saga.ts';
import { HISTORY_PAGE, historyActions, selectHistory } from './history-slice.ts';

const entry = (minute: number): HistoryEntry => ({
  at: new Date(Date.UTC(2026, 10, 23, 10, minute)).toISOString(),
  staff: 'maya',
  action: 'pizza-changed',
  summary: `Change ${minute}`,
});
/** Newest first: a full page, then the two oldest. */
const FIRST = Array.from({ length: HISTORY_PAGE }, (_, index) => entry(59 - index));
const LAST = [entry(1), entry(0)];

describe('the history of changes', () => {
  afterEach(leaveBackOffice);

  it('lists the newest changes, then the page before the oldest listed, until every change is listed', async () => {
    const oldest = encodeURIComponent(FIRST.at(-1)!.at);
    const { store, next } = backOffice(historyFeature, {
      [`GET /api/staff/history?limit=${HISTORY_PAGE}`]: () => ok(FIRST),
      [`GET /api/staff/history?before=${oldest}&limit=${HISTORY_PAGE}`]: () => ok(LAST),
    });
    const first = next('history/loaded');
    store.dispatch(historyActions.load());
    await first;
    expect(selectHistory(store.getState())).toMatchObject({ complete: false });
    const more = next('history/loaded');
    store.dispatch(historyActions.loadMore());
    await more;
    const { entries, complete } = selectHistory(store.getState());
    expect(entries).toEqual([...FIRST, ...LAST]);
    expect(complete).toBe(true);
  });
});
