import { afterEach, describe, expect, it } from 'vitest';
import type { SalesReport } from '@chulo/api-client/contract';
import { backOffice, leaveBackOffice, ok, refused } from '../testing/back-office.ts';
import { dayPoints, hourPoints, punctuality } from './sales-figures.ts';
import { salesFeature } from './sales-saga.ts';
import { salesActions, selectSales } from './sales-slice.ts';

const REPORT: SalesReport = {
  from: '2026-11-22',
  to: '2026-11-23',
  orders: 5,
  revenue: 4210,
  cancelled: 1,
  priorityShare: 0.25,
  delivered: 4,
  onTime: 3,
  averageLatenessMinutes: 6,
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 19 ? 5 : 0, revenue: hour === 19 ? 4210 : 0 })),
  byDay: [
    { date: '2026-11-22', orders: 2, revenue: 1600 },
    { date: '2026-11-23', orders: 3, revenue: 2610 },
  ],
  bestSellers: [{ pizzaId: 1, name: 'Margherita', quantity: 4, revenue: 2600 }],
};
const RANGE = { from: '2026-11-22', to: '2026-11-23' };

describe('the sales dashboard', () => {
  afterEach(leaveBackOffice);

  it('loads a range’s figures, with the link its orders download from', async () => {
    const { store, next } = backOffice(salesFeature, { 'GET /api/staff/sales?from=2026-11-22&to=2026-11-23': () => ok(REPORT) });
    const loaded = next('sales/loaded');
    store.dispatch(salesActions.load(RANGE));
    expect(selectSales(store.getState())).toMatchObject({ loading: true, range: RANGE });
    await loaded;
    expect(selectSales(store.getState())).toEqual({ range: RANGE, report: REPORT, csvUrl: '/api/staff/sales/orders.csv?from=2026-11-22&to=2026-11-23', loading: false, error: '' });
  });

  it('keeps the last figures and says why a range could not load', async () => {
    const { store, next } = backOffice(salesFeature, { 'GET /api/staff/sales?from=2026-11-22&to=2026-11-23': () => refused(400, 'A date is YYYY-MM-DD') });
    store.dispatch(salesActions.loaded(REPORT, '/csv'));
    const failed = next('sales/loadFailed');
    store.dispatch(salesActions.load(RANGE));
    await failed;
    expect(selectSales(store.getState())).toMatchObject({ report: REPORT, loading: false, error: 'A date is YYYY-MM-DD' });
  });

  it('labels the charts’ hours and days, and says how punctual deliveries were', () => {
    expect(hourPoints(REPORT)[19]).toEqual({ label: '19:00', orders: 5, revenue: 4210 });
    expect(dayPoints(REPORT).map(({ label }) => label)).toEqual(['22 Nov', '23 Nov']);
    expect(punctuality(REPORT)).toBe('3 of 4 on time (75%)');
    expect(punctuality({ ...REPORT, delivered: 0, onTime: 0 })).toBe('No deliveries yet');
  });
});
