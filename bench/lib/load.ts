import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { cpuSeconds } from './machine.ts';

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  /** One request template (or a sequence) per connection; `setupRequest` may vary each request. */
  requests?: autocannon.Request[];
  method?: autocannon.Request['method'];
  headers?: Record<string, string>;
  body?: string;
  /** Caps the whole load at this many requests per second (a steady rate instead of as fast as possible). */
  overallRate?: number;
  /** The server under load, to measure how much of a core it used. */
  serverPid?: number;
}

export interface LoadResult {
  /** 2xx answers per second over the whole run. */
  throughput: number;
  ok: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  seconds: number;
  /** Cores' worth of CPU the server used (1 = one core fully busy). */
  serverCores: number | null;
  /** Cores' worth of CPU this process (the load generator) used. */
  clientCores: number;
  /** Share of the whole machine's CPU that was busy, all processes together. */
  machineBusy: number;
  /** Cores' worth of CPU used by everything but the server and the load generator (the database, other work). */
  otherCores: number;
  /** Cores' worth busy just before the run, while nothing of ours was loading the machine. */
  idleBefore: number;
}

/** Busy and total jiffies over all cores, from the first line of /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/** Cores' worth of CPU busy over the next `ms`. */
export async function busyCores(ms = 1_000): Promise<number> {
  const before = machineTicks();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = machineTicks();
  return ((after.busy - before.busy) / Math.max(1, after.total - before.total)) * cpus().length;
}

const QUIET_CORES = 0.25;
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT_SECONDS ?? 60) * 1000;

/**
 * The machine may be shared (tests, builds, browsers of other work): waits, for a bounded time,
 * until it is nearly idle, and says how busy it still was, so a reader can judge the figures.
 */
export async function waitForQuiet(): Promise<number> {
  const deadline = performance.now() + QUIET_WAIT_MS;
  let busy = await busyCores();
  let told = false;
  while (busy > QUIET_CORES && performance.now() < deadline) {
    if (!told) console.log(`  (waiting up to ${QUIET_WAIT_MS / 1000} s for other work on the machine to stop: ${busy.toFixed(2)} cores busy)`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    busy = await busyCores();
  }
  return busy;
}

/** Runs autocannon on loopback for a bounded time and summarises what the server did. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const idleBefore = options.durationSeconds >= 5 ? await waitForQuiet() : 0;
  const serverCpuBefore = options.serverPid === undefined ? 0 : cpuSeconds(options.serverPid);
  const clientCpuBefore = process.cpuUsage();
  const ticksBefore = machineTicks();
  const wallBefore = performance.now();
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
    ...(options.requests ? { requests: options.requests } : {}),
    ...(options.method ? { method: options.method } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  });
  const wallSeconds = (performance.now() - wallBefore) / 1000;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const ticksAfter = machineTicks();
  const serverCores = options.serverPid === undefined ? null : (cpuSeconds(options.serverPid) - serverCpuBefore) / wallSeconds;
  const clientCores = (clientCpu.user + clientCpu.system) / 1e6 / wallSeconds;
  const machineBusy = (ticksAfter.busy - ticksBefore.busy) / Math.max(1, ticksAfter.total - ticksBefore.total);
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
  return {
    throughput: result['2xx'] / result.duration,
    ok: result['2xx'],
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    seconds: result.duration,
    serverCores,
    clientCores,
    machineBusy,
    otherCores: Math.max(0, machineBusy * cpus().length - (serverCores ?? 0) - clientCores),
    idleBefore,
  };
}

/**
 * Two loads compared: each warmed up first, then measured one right after the other, so that both
 * see the same machine. Answers in the order given.
 */
export async function sideBySide(first: LoadOptions, second: LoadOptions, warmUpSeconds: number): Promise<[LoadResult, LoadResult]> {
  await load({ ...first, durationSeconds: warmUpSeconds });
  await load({ ...second, durationSeconds: warmUpSeconds });
  return [await load(first), await load(second)];
}

/**
 * Several loads compared in turns: each warmed up, then each measured once, then each again…, in
 * the order given on even turns and the reverse on odd ones, so that a machine slowing down part of
 * the way, or the load right before, weighs on every one of them. Answers each load's turns, in the order given.
 */
export async function inTurns(loads: LoadOptions[], turns: number, warmUpSeconds: number): Promise<LoadResult[][]> {
  for (const options of loads) await load({ ...options, durationSeconds: warmUpSeconds });
  const results: LoadResult[][] = loads.map(() => []);
  for (let turn = 0; turn < turns; turn++) {
    const order = loads.map((_, index) => index);
    if (turn % 2 === 1) order.reverse();
    for (const index of order) results[index]!.push(await load(loads[index]!));
  }
  return results;
}

/** The columns every load table shows. */
export function loadRow(result: LoadResult): Record<string, number | string> {
  return {
    'req/s': result.throughput,
    'p50 ms': result.p50Ms,
    'p99 ms': result.p99Ms,
    'max ms': result.maxMs,
    errors: result.errors + result.non2xx,
    'server cores': result.serverCores ?? '–',
    // CPU per answer: unlike req/s, it barely moves when other work shares the machine.
    'server µs/req': result.serverCores === null ? '–' : (result.serverCores * 1e6) / Math.max(1, result.throughput),
    'client cores': result.clientCores,
    'other cores': result.otherCores,
  };
}
