import { afterEach, describe, expect, it } from 'vitest';
import { backOffice, leaveBackOffice, ok, refused } from '../testing/back-office.ts';
import { SALES_REPORT } from '../testing/sales-report.ts';
import { dayPoints, hourPoints, punctuality } from './sales-figures.ts';
import { salesFeature } from './sales-saga.ts';
import { salesActions, selectSales } from './sales-slice.ts';

const RANGE = { from: '2026-11-22', to: '2026-11-23' };

describe('the sales dashboard', () => {
  afterEach(leaveBackOffice);

  it('loads a range’s figures, with the link its orders download from', async () => {
    const { store, next } = backOffice(salesFeature, { 'GET /api/staff/sales?from=2026-11-22&to=2026-11-23': () => ok(SALES_REPORT) });
    const loaded = next('sales/loaded');
    store.dispatch(salesActions.load(RANGE));
    expect(selectSales(store.getState())).toMatchObject({ loading: true, range: RANGE });
    await loaded;
    expect(selectSales(store.getState())).toEqual({ range: RANGE, report: SALES_REPORT, csvUrl: '/api/staff/sales/orders.csv?from=2026-11-22&to=2026-11-23', loading: false, error: '' });
  });

  it('keeps the last figures and says why a range could not load', async () => {
    const { store, next } = backOffice(salesFeature, { 'GET /api/staff/sales?from=2026-11-22&to=2026-11-23': () => refused(400, 'A date is YYYY-MM-DD') });
    store.dispatch(salesActions.loaded(SALES_REPORT, '/csv'));
    const failed = next('sales/loadFailed');
    store.dispatch(salesActions.load(RANGE));
    await failed;
    expect(selectSales(store.getState())).toMatchObject({ report: SALES_REPORT, loading: false, error: 'A date is YYYY-MM-DD' });
  });

  it('labels the charts’ hours and days, and says how punctual deliveries were', () => {
    expect(hourPoints(SALES_REPORT)[19]).toEqual({ label: '19:00', orders: 5, revenue: 4210 });
    expect(dayPoints(SALES_REPORT).map(({ label }) => label)).toEqual(['22 Nov', '23 Nov']);
    expect(punctuality(SALES_REPORT)).toBe('3 of 4 on time (75%)');
    expect(punctuality({ ...SALES_REPORT, delivered: 0, onTime: 0 })).toBe('No deliveries yet');
  });
});
