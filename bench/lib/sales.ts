/**
 * The owners' sales report and CSV export, timed one request at a time over HTTP as the dashboard
 * asks for them: the last 30 days, one day, and one day's orders as a CSV file.
 */
import { type StaffSession, staffHeaders } from '@chulo/test-lab';
import { median } from './shop-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const WARM_UP_RUNS = 3;

/** The shop's calendar day (Kathmandu) `daysAgo` days before now, as the dashboard names days. */
function shopDate(daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(Date.now() - daysAgo * DAY_MS);
}

export interface SalesTiming {
  /** What was asked: "30-day report" … */
  asked: string;
  path: string;
  runs: number;
  p50Ms: number;
  maxMs: number;
  /** The answer's size, and the orders it counted. */
  bytes: number;
  orders: number;
}

async function timed(baseUrl: string, path: string, session: StaffSession): Promise<{ ms: number; body: Uint8Array }> {
  const started = performance.now();
  const response = await fetch(baseUrl + path, { headers: staffHeaders(session) });
  const body = new Uint8Array(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${new TextDecoder().decode(body)}`);
  return { ms, body };
}

async function timeRequest(baseUrl: string, session: StaffSession, asked: string, path: string, runs: number): Promise<SalesTiming> {
  for (let i = 0; i < WARM_UP_RUNS; i++) await timed(baseUrl, path, session);
  const timings: number[] = [];
  let body: Uint8Array = new Uint8Array();
  for (let i = 0; i < runs; i++) {
    const run = await timed(baseUrl, path, session);
    timings.push(run.ms);
    body = run.body;
  }
  const text = new TextDecoder().decode(body);
  const orders = path.includes('.csv') ? text.split('\r\n').length - 2 : (JSON.parse(text) as { data: { orders: number } }).data.orders;
  return { asked, path, runs, p50Ms: median(timings), maxMs: Math.max(...timings), bytes: body.byteLength, orders };
}

/**
 * Yesterday, not today: the stored history (`storeOrders`) ends a day ago, and a finished day is
 * the busiest a report reads.
 */
export async function timeSales(baseUrl: string, session: StaffSession, runs: number): Promise<SalesTiming[]> {
  const yesterday = shopDate(1);
  const monthAgo = shopDate(30);
  return [
    await timeRequest(baseUrl, session, '30-day report', `/api/staff/sales?from=${monthAgo}&to=${yesterday}`, runs),
    await timeRequest(baseUrl, session, '1-day report', `/api/staff/sales?from=${yesterday}&to=${yesterday}`, runs),
    await timeRequest(baseUrl, session, "a day's orders as CSV", `/api/staff/sales/orders.csv?from=${yesterday}&to=${yesterday}`, runs),
  ];
}
