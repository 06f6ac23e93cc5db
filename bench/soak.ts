/**
 * `soak`: a busy evening, compressed. For SOAK_SECONDS (10 minutes by default) customers read the
 * menu, look up, place and upgrade orders at a steady rate, some watch their order live (coming
 * and going), and the kitchen moves every order through to delivered. Nothing may fail, and the
 * server's memory must settle rather than grow.
 */
import type autocannon from 'autocannon';
import { createTestDatabase, type ServerProcess, type StaffSession } from '@chulo/test-lab';
import { load } from './lib/load.ts';
import type { Goal, TargetReport } from './lib/report.ts';
import { readMemory } from './lib/machine.ts';
import { addBenchStaff, moveOrder, signIn } from './lib/staff.ts';
import { withServer } from './lib/server.ts';
import { fetchMenu, inPool, orderBodies, pick, placeOrders } from './lib/shop-data.ts';
import { WatcherPool } from './lib/watchers.ts';

const SECONDS = Number(process.env.SOAK_SECONDS) || 600;
const RATE = Number(process.env.SOAK_RATE) || 200;
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS) || 5;
const WARM_UP_SECONDS = Math.min(60, Math.max(SAMPLE_SECONDS * 2, Math.round(SECONDS * 0.2)));
const CONNECTIONS = 20;
const WATCHERS = 200;
/** Every 10 s this many customers leave their order page and as many open a new one. */
const WATCHER_CHURN = 20;
/** The kitchen moves an order on once it is this old, one step per pass. */
const KITCHEN_DELAY_MS = 3_000;
const GROWTH_GOAL = 0.1;

/** The share of each kind of request in the mix. */
const MIX = [
  { kind: 'menu', weight: 55 },
  { kind: 'lookup', weight: 33 },
  { kind: 'place', weight: 7 },
  { kind: 'priority', weight: 5 },
] as const;
type Kind = (typeof MIX)[number]['kind'];

interface Tally {
  sent: number;
  failed: number;
  statuses: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chooseKind(): Kind {
  let roll = Math.random() * 100;
  for (const { kind, weight } of MIX) {
    if (roll < weight) return kind;
    roll -= weight;
  }
  return 'menu';
}

/** The kitchen: every pass, each open order older than KITCHEN_DELAY_MS moves one status on. */
async function runKitchen(server: ServerProcess, session: StaffSession, until: () => boolean) {
  const tally = { moves: 0, failed: 0, lastError: '' };
  while (!until()) {
    const response = await fetch(`${server.baseUrl}/api/staff/orders`, { headers: { cookie: session.cookie } });
    const answer = (await response.json()) as { data?: { id: string; status: string; createdAt: string }[] };
    if (!response.ok || !answer.data) {
      tally.failed++;
      tally.lastError = `GET /api/staff/orders answered ${response.status}`;
    } else {
      const next: Record<string, string> = { preparing: 'baking', baking: 'delivering', delivering: 'delivered' };
      const due = answer.data.filter((order) => Date.now() - Date.parse(order.createdAt) > KITCHEN_DELAY_MS && next[order.status]);
      await inPool(due, 4, async (order) => {
        const status = await moveOrder(server.baseUrl, session, order.id, next[order.status]!);
        tally.moves++;
        if (status !== 200) {
          tally.failed++;
          tally.lastError = `moving ${order.id} to ${next[order.status]} answered ${status}`;
        }
      });
    }
    await sleep(500);
  }
  return tally;
}

export async function soak(): Promise<TargetReport> {
  const database = await createTestDatabase('sqlite');
  try {
    addBenchStaff(database.url);
    return await withServer({ databaseUrl: database.url, label: 'soak' }, async (server) => {
      const session = await signIn(server.baseUrl);
      const { pizzas } = await fetchMenu(server.baseUrl);
      const bodies = orderBodies(pizzas, 2_000, 99);
      const ids = await placeOrders(server.baseUrl, pizzas, 300, 98);
      /** Orders placed in the last two seconds: still in the kitchen, so a priority upgrade is welcome. */
      const fresh: { id: string; at: number }[] = [];

      const pool = await WatcherPool.start(1);
      const watchersOpened = await pool.open(server.baseUrl, ids.slice(0, WATCHERS), null);
      let done = false;
      const kitchen = runKitchen(server, session, () => done);

      const churn = (async () => {
        const tally = { opened: 0, failed: 0 };
        while (!done) {
          await sleep(10_000);
          if (done) break;
          await pool.drop(WATCHER_CHURN);
          const opened = await pool.open(server.baseUrl, Array.from({ length: WATCHER_CHURN }, () => pick(ids)), null);
          tally.opened += opened.opened;
          tally.failed += opened.failed;
        }
        return tally;
      })();

      const samples: { second: number; rssMiB: number }[] = [];
      const startedAt = performance.now();
      const sampler = setInterval(() => {
        const second = Math.round((performance.now() - startedAt) / 1000);
        const { rssMiB } = readMemory(server.pid);
        samples.push({ second, rssMiB });
        if (second % 60 < SAMPLE_SECONDS) console.log(`  ${second} s: RSS ${rssMiB.toFixed(1)} MiB, ${ids.length} orders`);
      }, SAMPLE_SECONDS * 1000);

      const tallies = Object.fromEntries(MIX.map(({ kind }) => [kind, { sent: 0, failed: 0, statuses: {} } as Tally])) as Record<Kind, Tally>;
      const request: autocannon.Request = {
        setupRequest: (request, connection) => {
          const context = connection as { kind?: Kind };
          while (fresh.length > 0 && Date.now() - fresh[0]!.at > 2_000) fresh.shift();
          let kind = chooseKind();
          if (kind === 'priority' && fresh.length === 0) kind = 'lookup';
          context.kind = kind;
          tallies[kind].sent++;
          const json = { 'content-type': 'application/json' };
          if (kind === 'menu') return { ...request, method: 'GET', path: '/api/menu', body: undefined, headers: {} };
          if (kind === 'lookup') return { ...request, method: 'GET', path: `/api/order/${pick(ids)}`, body: undefined, headers: {} };
          if (kind === 'place') return { ...request, method: 'POST', path: '/api/order', body: pick(bodies), headers: json };
          return { ...request, method: 'PATCH', path: `/api/order/${pick(fresh).id}`, body: '{"priority":true}', headers: json };
        },
        onResponse: (status, body, connection) => {
          const context = connection as { kind?: Kind };
          const tally = tallies[context.kind ?? 'menu'];
          tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
          if (status >= 400) tally.failed++;
          if (context.kind === 'place' && status === 201) {
            const id = /"id":"([^"]+)"/.exec(body)?.[1];
            if (id) {
              ids.push(id);
              fresh.push({ id, at: Date.now() });
            }
          }
        },
      };

      console.log(`soak: ${SECONDS} s at ${RATE} req/s, ${WATCHERS} live order pages, memory every ${SAMPLE_SECONDS} s`);
      let result;
      try {
        result = await load({ url: server.baseUrl, connections: CONNECTIONS, durationSeconds: SECONDS, overallRate: RATE, requests: [request], serverPid: server.pid });
      } finally {
        done = true;
        clearInterval(sampler);
      }
      const kitchenTally = await kitchen;
      const churnTally = await churn;
      const watching = await pool.report();
      await pool.close();

      const warm = samples.find((sample) => sample.second >= WARM_UP_SECONDS) ?? samples[0];
      const end = samples.at(-1);
      const growth = warm && end ? (end.rssMiB - warm.rssMiB) / warm.rssMiB : NaN;
      const peak = Math.max(...samples.map((sample) => sample.rssMiB));
      const requestFailures = Object.values(tallies).reduce((sum, tally) => sum + tally.failed, 0);
      const errors =
        result.errors + requestFailures + kitchenTally.failed + watchersOpened.failed + churnTally.failed + watching.unexpectedCloses;

      const goals: Goal[] = [
        {
          goal: 'no errors (requests, kitchen moves, live streams)',
          measured: `${errors} (${result.errors} connection errors, ${requestFailures} failed answers, ${kitchenTally.failed} failed moves, ${watching.unexpectedCloses} dropped streams)`,
          pass: errors === 0,
        },
        {
          goal: `server RSS grows < ${GROWTH_GOAL * 100} % after warm-up`,
          measured: `${warm?.rssMiB.toFixed(1)} MiB at ${warm?.second} s → ${end?.rssMiB.toFixed(1)} MiB at ${end?.second} s: ${(growth * 100).toFixed(1)} %`,
          pass: growth < GROWTH_GOAL,
        },
      ];
      return {
        tables: [
          {
            title: `Soak, ${SECONDS} s at ${RATE} req/s over ${CONNECTIONS} connections`,
            rows: MIX.map(({ kind }): Record<string, string | number> => ({
              request: kind,
              sent: tallies[kind].sent,
              failed: tallies[kind].failed,
              statuses: Object.entries(tallies[kind].statuses)
                .map(([status, count]) => `${status}×${count}`)
                .join(' '),
            })).concat([
              { request: 'kitchen moves', sent: kitchenTally.moves, failed: kitchenTally.failed, statuses: kitchenTally.lastError || '' },
              {
                request: 'live order pages',
                sent: WATCHERS + churnTally.opened,
                failed: watchersOpened.failed + churnTally.failed + watching.unexpectedCloses,
                statuses: `${watching.events} events received`,
              },
            ]),
          },
          {
            title: 'Server memory',
            rows: [
              {
                'p50 ms': result.p50Ms,
                'p99 ms': result.p99Ms,
                'req/s': result.throughput,
                'RSS warm MiB': warm?.rssMiB ?? null,
                'RSS end MiB': end?.rssMiB ?? null,
                'RSS peak MiB': peak,
                'growth %': growth * 100,
                orders: ids.length,
              },
            ],
          },
        ],
        goals,
        notes: [`Warm-up: the first ${WARM_UP_SECONDS} s. The default run is 10 minutes; SOAK_SECONDS shortens it.`],
        details: { seconds: SECONDS, rate: RATE, connections: CONNECTIONS, mix: MIX, load: result, samples, kitchen: kitchenTally },
      };
    });
  } finally {
    await database.drop();
  }
}
