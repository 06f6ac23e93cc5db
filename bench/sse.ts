/**
 * `sse`: how many customers can watch their orders on one instance. N subscribers, each on its
 * own order (GET /api/order/:id/events); then the kitchen moves every one of those orders on
 * (delivering → delivered, through the staff API) and we time each update's way to its page.
 */
import { OPENING_MENU } from '@chulo/api/opening-menu';
import { createTestDatabase, storeOrders } from '@chulo/test-lab';
import { waitForQuiet } from './lib/load.ts';
import { openFilesLimit, readMemory } from './lib/machine.ts';
import type { Goal, TargetReport } from './lib/report.ts';
import { addBenchStaff, BENCH_STAFF, moveOrder, signIn } from './lib/staff.ts';
import { withServer } from './lib/server.ts';
import { inPool, percentile, seededRandom } from './lib/shop-data.ts';
import { WatcherPool } from './lib/watchers.ts';

const SIZES = (process.env.SSE_SIZES ?? '100,1000,5000').split(',').map(Number);
const CLIENT_PROCESSES = Number(process.env.SSE_CLIENT_PROCESSES) || 2;
/** Orders in the kitchen besides the watched ones: every move re-plans them, as in a working shop. */
const KITCHEN_QUEUE = 50;
const MOVES_IN_FLIGHT = 50;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Round {
  subscribers: number;
  opened: number;
  failedToOpen: number;
  openSeconds: number;
  rssBeforeMiB: number;
  rssWithSubscribersMiB: number;
  kibPerSubscriber: number;
  movesFailed: number;
  movesSeconds: number;
  updated: number;
  delayP50Ms: number;
  delayP99Ms: number;
  delayMaxMs: number;
  /** From the first move sent to the last subscriber updated. */
  allUpdatedMs: number;
  unexpectedCloses: number;
  firstError: string | null;
  /** Cores busy with other work just before the round. */
  busyBefore: number;
}

async function round(subscribers: number): Promise<Round> {
  const database = await createTestDatabase('sqlite');
  try {
    addBenchStaff(database.url);
    const watched = storeOrders(database.url, subscribers, { pizzas: OPENING_MENU, statusOf: () => 'delivering', random: seededRandom(subscribers) });
    storeOrders(database.url, KITCHEN_QUEUE, { pizzas: OPENING_MENU, statusOf: (i) => (i % 2 ? 'baking' : 'preparing'), random: seededRandom(1) });

    // The capacity measured here, not the instance's default cap on open live pages (LIVE_STREAMS_MAX).
    const env = { LIVE_STREAMS_MAX: String(subscribers + 10) };
    return await withServer({ databaseUrl: database.url, env, label: `sse-${subscribers}` }, async (server) => {
      const session = await signIn(server.baseUrl);
      const busyBefore = await waitForQuiet();
      const rssBeforeMiB = readMemory(server.pid).rssMiB;

      const pool = await WatcherPool.start(CLIENT_PROCESSES);
      try {
        const openStarted = performance.now();
        const opening = await pool.open(server.baseUrl, watched, { field: 'status', value: 'delivered' });
        const openSeconds = (performance.now() - openStarted) / 1000;
        await sleep(2_000);
        const rssWithSubscribersMiB = readMemory(server.pid).rssMiB;

        const sentAt = new Map<string, number>();
        const movesStarted = performance.now();
        const statuses = await inPool(watched, MOVES_IN_FLIGHT, (id) => {
          sentAt.set(id, now());
          return moveOrder(server.baseUrl, session, id, 'delivered');
        });
        const movesSeconds = (performance.now() - movesStarted) / 1000;

        // Bounded wait for the stragglers.
        const deadline = performance.now() + 30_000;
        let report = await pool.report();
        while (report.arrivals.size < opening.opened && performance.now() < deadline) {
          await sleep(250);
          report = await pool.report();
        }
        const delays = [...report.arrivals].map(([id, at]) => at - (sentAt.get(id) ?? at)).sort((a, b) => a - b);
        const firstSent = Math.min(...sentAt.values());
        const lastArrival = Math.max(...report.arrivals.values());
        return {
          subscribers,
          opened: opening.opened,
          failedToOpen: opening.failed,
          openSeconds,
          rssBeforeMiB,
          rssWithSubscribersMiB,
          kibPerSubscriber: ((rssWithSubscribersMiB - rssBeforeMiB) * 1024) / subscribers,
          movesFailed: statuses.filter((status) => status !== 200).length,
          movesSeconds,
          updated: report.arrivals.size,
          delayP50Ms: percentile(delays, 50),
          delayP99Ms: percentile(delays, 99),
          delayMaxMs: delays.at(-1) ?? NaN,
          allUpdatedMs: lastArrival - firstSent,
          unexpectedCloses: report.unexpectedCloses,
          firstError: opening.firstError,
          busyBefore,
        };
      } finally {
        await pool.close();
      }
    });
  } finally {
    await database.drop();
  }
}

export async function sse(): Promise<TargetReport> {
  const limits = openFilesLimit();
  const needed = Math.max(...SIZES) + 100;
  const notes = [
    `Open files limit (ulimit -n) of the benchmark and the server it starts: soft ${limits.soft}, hard ${limits.hard}. ` +
      `${Math.max(...SIZES)} subscribers need about ${needed} descriptors in the server and as many across the watcher processes.`,
    `Each change is a staff move (PATCH /api/staff/orders/:id → delivered, as ${BENCH_STAFF.username}), ${MOVES_IN_FLIGHT} in flight, ` +
      `with ${KITCHEN_QUEUE} more orders in the kitchen re-planned by every move. Delay: from sending an order's move to its page receiving the event.`,
  ];
  if (limits.soft !== 'unlimited' && Number(limits.soft) < needed) {
    notes.push(`The soft limit is below ${needed}: raise it (ulimit -n ${needed * 2}) before trusting the largest round.`);
  }

  const rounds: Round[] = [];
  for (const size of SIZES) {
    console.log(`sse: ${size} subscribers`);
    rounds.push(await round(size));
  }

  const goals: Goal[] = rounds.map((r) => ({
    goal: `${r.subscribers} subscribers: all open, every one gets its update, no move fails`,
    measured: `${r.opened} open, ${r.updated} updated, ${r.movesFailed} moves failed, ${r.unexpectedCloses} dropped`,
    pass: r.opened === r.subscribers && r.updated === r.subscribers && r.movesFailed === 0 && r.unexpectedCloses === 0,
  }));
  return {
    tables: [
      {
        title: `Live order updates over SSE, one SQLite instance (${CLIENT_PROCESSES} watcher processes)`,
        rows: rounds.map((r) => ({
          subscribers: r.subscribers,
          'open s': r.openSeconds,
          'moves s': r.movesSeconds,
          'delay p50 ms': r.delayP50Ms,
          'delay p99 ms': r.delayP99Ms,
          'delay max ms': r.delayMaxMs,
          'all updated ms': r.allUpdatedMs,
          'RSS before MiB': r.rssBeforeMiB,
          'RSS open MiB': r.rssWithSubscribersMiB,
          'KiB/subscriber': r.kibPerSubscriber,
          'other cores before': r.busyBefore,
        })),
      },
    ],
    goals,
    notes,
    details: { sizes: SIZES, clientProcesses: CLIENT_PROCESSES, kitchenQueue: KITCHEN_QUEUE, rounds },
  };
}
