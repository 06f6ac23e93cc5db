/**
 * `scale`: does looking up an order slow down as orders pile up? The same lookups against
 * 10,000 and against 1,000,000 stored orders (SQLite), the rows written straight into the file.
 * And do the owners' sales report and CSV export stay quick on that history?
 */
import { statSync } from 'node:fs';
import http from 'node:http';
import type autocannon from 'autocannon';
import { createTestDatabase, type ServerProcess, sqlitePath, storeOrders } from '@chulo/test-lab';
import { load, type LoadResult, loadRow } from './lib/load.ts';
import type { Pizza } from '@chulo/api-client/contract';
import type { Goal, TargetReport } from './lib/report.ts';
import { type SalesTiming, timeSales, WARM_UP_RUNS } from './lib/sales.ts';
import { withServer } from './lib/server.ts';
import { addBenchStaff, signIn } from './lib/staff.ts';
import { fetchMenu, percentile, pick, seededRandom } from './lib/shop-data.ts';

const SMALL = 10_000;
const LARGE = Number(process.env.SCALE_ORDERS) || 1_000_000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.SCALE_SECONDS) || 10;
const SEQUENTIAL_LOOKUPS = 3_000;
const GOAL_RATIO = 1.3;
const SALES_RUNS = 10;
/** Milliseconds, one request at a time, at the large size: see the README for why these. */
const SALES_GOALS_MS: Record<string, number> = { '30-day report': 1500, '1-day report': 100, "a day's orders as CSV": 500 };

interface Measurement {
  orders: number;
  fileMiB: number;
  fillSeconds: number;
  /** One request at a time: the lookup's own cost, in microseconds. */
  alone: { p50Us: number; p99Us: number; meanUs: number };
  loaded: LoadResult;
  sales: SalesTiming[];
}

/** One GET at a time on one kept-alive connection, timed to the microsecond. */
async function sequentialLookups(baseUrl: string, ids: readonly string[], count: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (id: string) =>
    new Promise<number>((resolve, reject) => {
      const started = process.hrtime.bigint();
      http
        .get(`${baseUrl}/api/order/${id}`, { agent }, (response) => {
          response.resume();
          response.once('end', () =>
            response.statusCode === 200 ? resolve(Number(process.hrtime.bigint() - started) / 1000) : reject(new Error(`GET ${id}: ${response.statusCode}`)),
          );
        })
        .once('error', reject);
    });
  const random = seededRandom(3);
  const timings: number[] = [];
  try {
    for (let i = 0; i < count; i++) timings.push(await get(pick(ids, random)));
  } finally {
    agent.destroy();
  }
  return timings;
}

async function measure(server: ServerProcess, ids: readonly string[], orders: number, file: string, fillSeconds: number): Promise<Measurement> {
  await sequentialLookups(server.baseUrl, ids, 300);
  const timings = (await sequentialLookups(server.baseUrl, ids, SEQUENTIAL_LOOKUPS)).sort((a, b) => a - b);
  const request: autocannon.Request = { method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/order/${pick(ids)}` }) };
  const run = (seconds: number) =>
    load({ url: server.baseUrl, connections: CONNECTIONS, durationSeconds: seconds, requests: [request], serverPid: server.pid });
  await run(2);
  const loaded = await run(SECONDS);
  const sales = await timeSales(server.baseUrl, await signIn(server.baseUrl), SALES_RUNS);
  return {
    orders,
    fileMiB: statSync(file).size / 2 ** 20,
    fillSeconds,
    alone: {
      p50Us: percentile(timings, 50),
      p99Us: percentile(timings, 99),
      meanUs: timings.reduce((sum, value) => sum + value, 0) / timings.length,
    },
    loaded,
    sales,
  };
}

function fill(databaseUrl: string, menu: readonly Pizza[], count: number, seed: number, sampleSize: number): { ids: string[]; seconds: number } {
  const started = performance.now();
  const ids = storeOrders(databaseUrl, count, {
    // Lines in the sizes, crusts and extras the menu offers, as customers choose them.
    pizzas: menu,
    // A shop's history: nearly all delivered, a few cancelled.
    statusOf: (index) => (index % 40 === 0 ? 'cancelled' : 'delivered'),
    random: seededRandom(seed),
    sampleSize,
    onProgress: (written) => {
      if (written % 200_000 === 0) console.log(`  ${written.toLocaleString('en')} of ${count.toLocaleString('en')} written`);
    },
  });
  return { ids, seconds: (performance.now() - started) / 1000 };
}

export async function scale(): Promise<TargetReport> {
  const database = await createTestDatabase('sqlite');
  const file = sqlitePath(database.url);
  const options = { databaseUrl: database.url, label: 'scale' };
  try {
    // The server's migrations make the tables and its menu; the staff command adds the owner who reads the sales.
    const menu = await withServer(options, async (server) => (await fetchMenu(server.baseUrl)).pizzas);
    addBenchStaff(database.url);

    console.log(`scale: writing ${SMALL.toLocaleString('en')} orders`);
    const small = fill(database.url, menu, SMALL, 11, SMALL);
    const first = await withServer(options, (server) => measure(server, small.ids, SMALL, file, small.seconds));

    console.log(`scale: writing ${(LARGE - SMALL).toLocaleString('en')} more orders`);
    const rest = fill(database.url, menu, LARGE - SMALL, 12, 20_000);
    // Look up across the whole history, old and new alike.
    const random = seededRandom(5);
    const everyone = Array.from({ length: 20_000 }, () => (random() < SMALL / LARGE ? pick(small.ids, random) : pick(rest.ids, random)));
    const second = await withServer(options, (server) => measure(server, everyone, LARGE, file, small.seconds + rest.seconds));

    const ratio = (large: number, smallValue: number) => large / smallValue;
    const p50Ratio = ratio(second.alone.p50Us, first.alone.p50Us);
    const p99Ratio = ratio(second.alone.p99Us, first.alone.p99Us);
    const throughputRatio = ratio(first.loaded.throughput, second.loaded.throughput);
    const cpuPerLookup = (m: Measurement) => ((m.loaded.serverCores ?? NaN) * 1e6) / m.loaded.throughput;
    const cpuRatio = ratio(cpuPerLookup(second), cpuPerLookup(first));
    const goals: Goal[] = [
      {
        goal: `lookup p50 at ${LARGE.toLocaleString('en')} ≤ ${GOAL_RATIO} × at ${SMALL.toLocaleString('en')}`,
        measured: `${Math.round(second.alone.p50Us)} µs vs ${Math.round(first.alone.p50Us)} µs: ${p50Ratio.toFixed(2)} ×`,
        pass: p50Ratio <= GOAL_RATIO,
      },
      {
        goal: `lookup p99 at ${LARGE.toLocaleString('en')} ≤ ${GOAL_RATIO} × at ${SMALL.toLocaleString('en')}`,
        measured: `${Math.round(second.alone.p99Us)} µs vs ${Math.round(first.alone.p99Us)} µs: ${p99Ratio.toFixed(2)} ×`,
        pass: p99Ratio <= GOAL_RATIO,
      },
      {
        goal: `lookups/s under load at ${LARGE.toLocaleString('en')} ≥ 1/${GOAL_RATIO} of at ${SMALL.toLocaleString('en')}`,
        measured: `${Math.round(second.loaded.throughput)} vs ${Math.round(first.loaded.throughput)} req/s: ${throughputRatio.toFixed(2)} × slower`,
        pass: throughputRatio <= GOAL_RATIO && second.loaded.errors + second.loaded.non2xx === 0,
      },
      {
        // The same question asked of the server's CPU time, which other work on the machine barely moves.
        goal: `server CPU per lookup at ${LARGE.toLocaleString('en')} ≤ ${GOAL_RATIO} × at ${SMALL.toLocaleString('en')}`,
        measured: `${Math.round(cpuPerLookup(second))} µs vs ${Math.round(cpuPerLookup(first))} µs: ${cpuRatio.toFixed(2)} ×`,
        pass: cpuRatio <= GOAL_RATIO,
      },
      ...second.sales.map((timing) => ({
        goal: `${timing.asked} at ${LARGE.toLocaleString('en')} orders, median < ${SALES_GOALS_MS[timing.asked]} ms`,
        measured: `${timing.p50Ms.toFixed(1)} ms (max ${timing.maxMs.toFixed(1)} ms, ${timing.orders.toLocaleString('en')} orders)`,
        pass: timing.p50Ms < SALES_GOALS_MS[timing.asked]!,
      })),
    ];
    const row = (m: Measurement) => ({
      orders: m.orders,
      'file MiB': m.fileMiB,
      'fill s': m.fillSeconds,
      'alone p50 µs': m.alone.p50Us,
      'alone p99 µs': m.alone.p99Us,
    });
    return {
      tables: [
        { title: `GET /api/order/:id, one request at a time (${SEQUENTIAL_LOOKUPS} random ids)`, rows: [row(first), row(second)] },
        {
          title: `GET /api/order/:id, ${CONNECTIONS} connections, ${SECONDS} s, random ids across all stored orders`,
          rows: [first, second].map((m) => ({ orders: m.orders, ...loadRow(m.loaded) })),
        },
        {
          title: `Sales (owner), one request at a time, ${SALES_RUNS} runs after ${WARM_UP_RUNS} to warm up`,
          rows: [first, second].flatMap((m) =>
            m.sales.map((timing) => ({
              'stored orders': m.orders,
              asked: timing.asked,
              'orders in it': timing.orders,
              'p50 ms': timing.p50Ms,
              'max ms': timing.maxMs,
              kB: timing.bytes / 1000,
            })),
          ),
        },
      ],
      goals,
      details: { connections: CONNECTIONS, seconds: SECONDS, salesGoalsMs: SALES_GOALS_MS, measurements: [first, second] },
    };
  } finally {
    await database.drop();
  }
}
