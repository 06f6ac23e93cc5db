import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCurrency } from '@chulo/domain';
import type { SalesReport } from '@chulo/api-client/contract';
import { withStore } from '../../testing/test-store.tsx';
import { backOffice, leaveBackOffice } from '../testing/back-office.ts';
import { SALES_REPORT } from '../testing/sales-report.ts';
import { SalesDashboard } from './SalesDashboard.tsx';
import { bestSellerRows } from './sales-figures.ts';
import { salesFeature } from './sales-saga.ts';
import { salesActions } from './sales-slice.ts';

const RANGE = { from: SALES_REPORT.from, to: SALES_REPORT.to };

/** The dashboard showing `report`, as it does once the range has loaded. */
function showReport(report: SalesReport) {
  const { store } = backOffice(salesFeature, {});
  store.dispatch(salesActions.loaded(report, '/orders.csv'));
  store.dispatch(salesActions.load(RANGE));
  render(<SalesDashboard />, { wrapper: withStore(store) });
}

/** A table's rows as the eye reads them: each cell's text, spaces as the price writes them made plain. */
const rowsOf = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent!.replace(/\s/gu, ' ')));

const rupees = (amount: number) => formatCurrency(amount).replace(/\s/gu, ' ');

describe('the sales dashboard’s tables', () => {
  afterEach(leaveBackOffice);

  it('lists the best sellers by pizza and size, and each extra with how many sold and what they brought in', () => {
    showReport(SALES_REPORT);
    expect(rowsOf('Best sellers')).toEqual([
      ['Pizza', 'Sold', 'Revenue'],
      ['Margherita Large', '2', rupees(2220)],
      ['Margherita Medium', '1', rupees(650)],
      ['Pepperoni Medium', '1', rupees(850)],
    ]);
    expect(within(screen.getByRole('region', { name: 'Best sellers' })).getAllByRole('rowheader')[0]).toHaveAccessibleName('Margherita Large');
    expect(rowsOf('Extras')).toEqual([
      ['Extra', 'Sold', 'Revenue'],
      ['Extra cheese', '2', rupees(320)],
    ]);
  });

  it('lists the orders and revenue of each channel: the customers’ own, and those taken by phone', () => {
    showReport(SALES_REPORT);
    expect(rowsOf('By channel')).toEqual([
      ['Channel', 'Orders', 'Revenue'],
      ['Online', '4', rupees(3360)],
      ['By phone', '1', rupees(850)],
    ]);
  });

  it('splits the orders by how they were paid, once some were paid otherwise than in cash', () => {
    showReport({ ...SALES_REPORT, byPayment: [{ method: 'cash', orders: 2, revenue: 1500 }, { method: 'khalti', orders: 1, revenue: 2220 }] });
    expect(rowsOf('How orders were paid')).toEqual([
      ['Paid with', 'Sold', 'Revenue'],
      ['Cash on delivery', '2', rupees(1500)],
      ['Khalti', '1', rupees(2220)],
    ]);
    cleanup();
    leaveBackOffice();
    showReport({ ...SALES_REPORT, byPayment: [{ method: 'cash', orders: 3, revenue: 3720 }] });
    expect(screen.queryByRole('region', { name: 'How orders were paid' })).toBeNull();
  });

  it('says so when nothing sold', () => {
    showReport({ ...SALES_REPORT, bestSellers: [], bestSellersBySize: [], extras: [] });
    expect(within(screen.getByRole('region', { name: 'Best sellers' })).getByText('No pizzas sold in these days.')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Extras' })).getByText('No extras sold in these days.')).toBeVisible();
  });

  it('lists each pizza alone from a server that answers no sizes', () => {
    const { bestSellersBySize: _bySize, extras: _extras, byChannel: _byChannel, ...withoutSizes } = SALES_REPORT;
    expect(bestSellerRows(withoutSizes)).toEqual([
      { key: '1', name: 'Margherita', quantity: 3, revenue: 2870 },
      { key: '3', name: 'Pepperoni', quantity: 1, revenue: 850 },
    ]);
  });
});
