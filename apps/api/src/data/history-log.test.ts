import { describe, expect, it } from 'vitest';
import { availableEngines } from '@chulo/test-lab';
import { useTestShop } from '../testing/test-shop.ts';
import { readHistory, recordChange } from './history-log.ts';

const engines = await availableEngines();

describe.each(engines)('the history of changes on %s', (kind) => {
  const { shop } = useTestShop(kind);

  it('reads newest first, a page at a time, and pages back from an instant', async () => {
    const at = Date.parse('2026-11-26T06:00:00Z');
    for (let n = 0; n < 5; n++) await recordChange(shop.store.db, { staff: 'asha', action: 'pizza-changed', summary: `change ${n}` }, at + n * 60_000);
    const newest = await readHistory(shop.store.db, { limit: 2 });
    expect(newest.map((entry) => entry.summary)).toEqual(['change 4', 'change 3']);
    expect(newest[0]).toEqual({ at: '2026-11-26T06:04:00.000Z', staff: 'asha', action: 'pizza-changed', summary: 'change 4' });
    const older = await readHistory(shop.store.db, { before: Date.parse(newest[1]!.at), limit: 10 });
    expect(older.map((entry) => entry.summary)).toEqual(['change 2', 'change 1', 'change 0']);
  });
});
