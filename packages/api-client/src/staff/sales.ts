import { pathOf } from '../call.ts';
import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/staff-endpoints.ts';
import type { SalesReport } from '../contract/back-office.ts';
import checkSalesReport from '../generated/sales-report.ts';
import { ask } from './ask.ts';

/** Days in Kathmandu's calendar, YYYY-MM-DD, both included. */
export interface SalesRange {
  from: string;
  to: string;
}

const rangeQuery = ({ from, to }: SalesRange) => new URLSearchParams({ from, to }).toString();

/** The figures of a range of days: totals, by hour and by day, best sellers, punctuality. */
export function getSales(api: ApiConnection, range: SalesRange): Promise<SalesReport> {
  return ask(api, { to: endpoint.getSales, query: rangeQuery(range), check: checkSalesReport });
}

/**
 * Where the browser downloads the range's orders as CSV: a plain link (`<a download>`) carries the
 * session's cookie, and the browser saves the file as it arrives, however many orders it holds.
 */
export function salesExportUrl(api: ApiConnection, range: SalesRange): string {
  return api.baseUrl + pathOf({ to: endpoint.exportSales, query: rangeQuery(range) });
}
