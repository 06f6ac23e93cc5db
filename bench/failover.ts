/**
 * `failover`: a shop that has outgrown one machine. Two instances on one PostgreSQL database behind
 * HAProxy (Debian's, installed when missing), trusting it as their one proxy, rate limits on.
 * Customers check out through the balancer for FAILOVER_SECONDS, each from a loopback address of
 * its own and with an Idempotency-Key, retrying with the same key when an answer is lost; every so
 * often one instance is SIGKILLed, with live order pages open on it, and started again. No
 * acknowledged order may be lost, none stored twice, and every page cut off must come back and
 * show the kitchen's next move.
 */
import {
  type BalancedShop,
  checkOutWithRetries,
  countStoredOrders,
  createTestDatabase,
  customerAddress,
  followLivePages,
  killUnderLivePages,
  missingOrders,
  type RetriedCheckout,
  startBalancedShop,
  startCheckoutLoad,
  type StaffSession,
  waitFor,
} from '@chulo/test-lab';
import type { Goal, TargetReport } from './lib/report.ts';
import { benchServerOptions } from './lib/server.ts';
import { addBenchStaff, moveOrder, signIn } from './lib/staff.ts';
import { fetchMenu, percentile, randomOrder, seededRandom } from './lib/shop-data.ts';

const SECONDS = Number(process.env.FAILOVER_SECONDS) || 120;
const KILLS = Number(process.env.FAILOVER_KILLS) || 4;
const CUSTOMERS = 16;
/** Each customer's pause between checkouts: a steady load the two cores carry beside HAProxy and PostgreSQL. */
const PAUSE_MS = 50;
/** Pages open across each kill: below the per-client cap on live streams, since all come from one address. */
const LIVE_PAGES = 8;
/** The live pages' orders get customer numbers from here on, apart from the load's. */
const PAGE_CUSTOMERS_FROM = 15_000_000;
/** How soon after a kill a cut page must be back: the server's `retry:` of 2 s, and the way to the survivor. */
const RECONNECT_GOAL_MS = 5_000;
/** A checkout whose answer was lost counts against the kill it overlapped within this long. */
const KILL_WINDOW_MS = 5_000;

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

interface KillRecord {
  victim: string;
  killedAt: number;
  /** From the kill to HAProxy taking the instance out of rotation. */
  downMs: number;
  /** From the kill to the restarted instance passing HAProxy's health checks again. */
  backUpMs: number;
  pagesCut: number;
  /** From the kill to the last cut page showing its order again, from the survivor. */
  reconnectMs: number;
  pagesUpdated: number;
  /** From the kitchen's move to the last page showing it. */
  moveToPageMs: number;
  failedMoves: number;
}

/**
 * One kill with live pages open: kill, reconnect, restart, and the kitchen's next move seen on every
 * page. The victim is `preferred` unless round robin (shared with the checkouts) gave it none of the pages.
 */
async function killWithLivePages(shop: BalancedShop, session: StaffSession, preferred: string, pageOrders: readonly string[]): Promise<KillRecord> {
  const live = followLivePages(shop.baseUrl, pageOrders);
  try {
    await waitFor('every page to be answered', () => live.pages.every((page) => page.servedBy !== null), { timeoutMs: 15_000 });
    const victim = live.pages.some((page) => page.servedBy === preferred) ? preferred : live.pages[0]!.servedBy!;
    // Watched from before the kill, so the first poll that finds it DOWN times HAProxy's reaction.
    const down = shop.balancer.waitUntil(victim, 'DOWN', 30_000).then(() => Date.now());
    const { killedAt, cut } = await killUnderLivePages(shop, victim, live.pages);
    const restarted = shop.restart(victim).then(() => Date.now());
    // The first order each cut page got after its drop: from the survivor (the victim may still have sent one as it was killed).
    const reconnectedAt = Math.max(...cut.map((page) => page.seen.find(({ at }) => at > page.drops.find((drop) => drop >= killedAt)!)!.at));

    const movedAt = Date.now();
    const moves = await Promise.all(live.pages.map((page) => moveOrder(shop.baseUrl, session, page.id, 'baking')));
    const baking = (page: (typeof live.pages)[number]) => page.seen.find(({ order }) => order.status === 'baking');
    // A page that never shows it is a missed goal (pagesUpdated), not a broken benchmark.
    await waitFor('every page to show the move', () => live.pages.every(baking), { timeoutMs: 10_000 }).catch(() => {});
    const shown = live.pages.map(baking).filter((seen) => seen !== undefined);
    return {
      victim,
      killedAt,
      downMs: (await down) - killedAt,
      backUpMs: (await restarted) - killedAt,
      pagesCut: cut.length,
      reconnectMs: cut.length > 0 ? reconnectedAt - killedAt : NaN,
      pagesUpdated: shown.length,
      moveToPageMs: Math.max(...shown.map(({ at }) => at - movedAt)),
      failedMoves: moves.filter((status) => status !== 200).length,
    };
  } finally {
    live.close();
  }
}

async function run(shop: BalancedShop, databaseUrl: string): Promise<TargetReport> {
  const session = await signIn(shop.baseUrl);
  const { pizzas } = await fetchMenu(shop.baseUrl);
  const random = seededRandom(7);
  const startedAt = Date.now();
  const secondOf = (at: number) => Math.round((at - startedAt) / 1000);
  // The load's carts from a generator of their own, so the live pages' checkouts stay the same whatever the load sent; every fifth is priority, as at the counter.
  const loadRandom = seededRandom(11);
  const checkout = (n: number) => randomOrder(pizzas, loadRandom, n % 5 === 0);
  const load = startCheckoutLoad(shop.baseUrl, { customers: CUSTOMERS, checkout, keyPrefix: 'failover', pauseMs: PAUSE_MS });
  const pageCheckouts: RetriedCheckout[] = [];
  const kills: KillRecord[] = [];
  try {
    for (let kill = 0; kill < KILLS; kill++) {
      await sleepUntil(startedAt + ((kill + 1) * SECONDS * 1000) / (KILLS + 1));
      const placed = await Promise.all(
        Array.from({ length: LIVE_PAGES }, (_, page) => {
          const n = PAGE_CUSTOMERS_FROM + kill * LIVE_PAGES + page;
          return checkOutWithRetries(shop.baseUrl, randomOrder(pizzas, random), { key: `failover-page-${n}`, from: customerAddress(n) });
        }),
      );
      pageCheckouts.push(...placed);
      const record = await killWithLivePages(shop, session, shop.names[kill % shop.names.length]!, placed.flatMap(({ order }) => (order ? [order.id] : [])));
      kills.push(record);
      console.log(`  kill ${kill + 1} at ${secondOf(record.killedAt)} s (${record.victim}): down in ${record.downMs} ms, ${record.pagesCut} pages back in ${record.reconnectMs} ms, up again in ${record.backUpMs} ms`);
    }
    await sleepUntil(startedAt + SECONDS * 1000);
  } finally {
    await load.stop();
  }

  const checkouts = [...load.finished, ...pageCheckouts];
  const seconds = (Date.now() - startedAt) / 1000;
  const answered = checkouts.filter(({ order }) => order !== null);
  const refused = checkouts.filter(({ refusal }) => refusal !== null);
  const lostAnswers = checkouts.filter(({ attempts }) => attempts.length > 1);
  const missing = await missingOrders(databaseUrl, answered.map(({ order }) => order!.id));
  // Every checkout has a key of its own: one row each, whatever was retried where.
  const stored = await countStoredOrders(databaseUrl);
  const latencies = load.finished.map(({ ms }) => ms).sort((a, b) => a - b);
  const backends = await shop.balancer.backends();
  const lostAround = (killedAt: number) =>
    lostAnswers.filter(({ startedAt: sent, ms }) => sent <= killedAt + KILL_WINDOW_MS && sent + ms >= killedAt).length;
  const pagesCut = kills.reduce((sum, kill) => sum + kill.pagesCut, 0);
  const pagesUpdated = kills.reduce((sum, kill) => sum + kill.pagesUpdated, 0);
  const worstReconnect = Math.max(...kills.map(({ reconnectMs }) => reconnectMs));

  const goals: Goal[] = [
    { goal: 'no acknowledged order lost', measured: `${missing} of ${answered.length} missing`, pass: missing === 0 },
    {
      goal: 'each checkout stored exactly once, a retry with its key on the other instance included',
      measured: `${stored} orders stored for ${answered.length} answered checkouts (${lostAnswers.length} with a lost answer retried)`,
      pass: stored === answered.length,
    },
    { goal: 'every checkout answered 201 in the end', measured: `${refused.length} not: ${refused.slice(0, 3).map(({ refusal }) => refusal).join('; ')}`, pass: refused.length === 0 },
    {
      goal: 'every kill cut some live pages, and every page showed the next move',
      measured: `${pagesCut} pages cut by ${kills.length} kills; ${pagesUpdated} of ${kills.length * LIVE_PAGES} pages showed it`,
      pass: kills.every((kill) => kill.pagesCut > 0) && pagesUpdated === kills.length * LIVE_PAGES,
    },
    { goal: `cut pages back within ${RECONNECT_GOAL_MS} ms of a kill`, measured: `at worst ${worstReconnect} ms`, pass: worstReconnect < RECONNECT_GOAL_MS },
  ];
  return {
    tables: [
      {
        title: `Checkouts through HAProxy: ${CUSTOMERS} customers for ${Math.round(seconds)} s, ${kills.length} SIGKILLs`,
        rows: [
          {
            checkouts: checkouts.length,
            'per s': load.finished.length / seconds,
            'p50 ms': percentile(latencies, 50),
            'p99 ms': percentile(latencies, 99),
            'max ms': latencies.at(-1) ?? null,
            'answers lost': lostAnswers.length,
            'of those stored before the loss': lostAnswers.filter(({ replayed }) => replayed).length,
            'not answered': refused.length,
            'acknowledged lost': missing,
            'stored twice or unasked': stored - answered.length,
          },
        ],
      },
      {
        title: 'Each kill',
        rows: kills.map((kill) => ({
          'at s': secondOf(kill.killedAt),
          victim: kill.victim,
          'out of rotation ms': kill.downMs,
          'back in rotation ms': kill.backUpMs,
          'pages cut': kill.pagesCut,
          'pages back ms': kill.reconnectMs,
          'pages updated': kill.pagesUpdated,
          'move to page ms': kill.moveToPageMs,
          'failed moves': kill.failedMoves,
          'answers lost': lostAround(kill.killedAt),
        })),
      },
      { title: 'Requests HAProxy sent each instance', rows: backends.map(({ name, requests }) => ({ instance: name, requests })) },
    ],
    goals,
    notes: [
      'Latencies include retries: a checkout whose answer a kill cut off is tried again after 250 ms with the same Idempotency-Key.',
      `FAILOVER_SECONDS (${SECONDS}) and FAILOVER_KILLS (${KILLS}) set the run; kills are evenly spaced, alternating between the instances.`,
    ],
    details: { seconds: SECONDS, kills, customers: CUSTOMERS, pauseMs: PAUSE_MS, livePages: LIVE_PAGES, backends, haproxy: shop.balancer.output() },
  };
}

export async function failover(): Promise<TargetReport> {
  const database = await createTestDatabase('postgres');
  try {
    addBenchStaff(database.url);
    // As README's "Running at scale" runs them: trusting the one balancer in front, with the rate limits on.
    const shop = await startBalancedShop(benchServerOptions({ databaseUrl: database.url, label: 'failover', env: { TRUST_PROXY: '1', RATE_LIMIT: 'on' } }));
    try {
      return await run(shop, database.url);
    } finally {
      await shop.stop();
    }
  } finally {
    await database.drop();
  }
}
