/**
 * `startup`: from spawning the process to the first 200 on /api/menu, and the memory the server
 * peaks at once the offline geocoder's data set is loaded. A run without that data set
 * (GEOCODER_URL set, so the bundled places are never read) shows whether loading it delays the menu.
 */
import { createTestDatabase, probe, type ServerProcess, waitUntilServing } from '@chulo/test-lab';
import { waitForQuiet } from './lib/load.ts';
import type { Goal, TargetReport } from './lib/report.ts';
import { readMemory } from './lib/machine.ts';
import { spawnServer, withServer } from './lib/server.ts';
import { median } from './lib/shop-data.ts';

const RUNS = Number(process.env.STARTUP_RUNS) || 5;
/** Kathmandu Durbar Square. */
const GEOCODE_PATH = '/api/geocode/reverse?latitude=27.7043&longitude=85.3074';
/** A geocoding service that is never asked: with GEOCODER_URL set the bundled data set is never loaded. */
const NO_OFFLINE_GEOCODER = { GEOCODER_URL: 'http://127.0.0.1:9' };
const DELAY_TOLERANCE = 1.1;
const DELAY_SLACK_MS = 25;

interface StartupRun {
  firstMenuMs: number;
  /** When the geocoder first answered 200 (its data set loaded), since spawn; null when not asked. */
  geocoderReadyMs: number | null;
  /** The slowest /api/menu answer while the data set loaded (or for as long without it). */
  menuStallMs: number;
  rssMiB: number;
  peakRssMiB: number;
}

/** Times sequential menu requests until `until` settles (bounded), returning the slowest. */
async function slowestMenuWhile(server: ServerProcess, until: Promise<unknown>, maxMs: number): Promise<number> {
  let settled = false;
  void until.finally(() => (settled = true));
  const deadline = performance.now() + maxMs;
  let slowest = 0;
  while (!settled && performance.now() < deadline) {
    const started = performance.now();
    await probe(`${server.baseUrl}/api/menu`, 10_000);
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
}

async function oneStart(databaseUrl: string, env: Record<string, string>, askGeocoder: boolean): Promise<StartupRun> {
  const server = await spawnServer({ databaseUrl, env, label: 'startup' });
  try {
    await waitUntilServing(server, { intervalMs: 2 });
    const firstMenuMs = performance.now() - server.spawnedAt;
    let geocoderReadyMs: number | null = null;
    const geocoded = askGeocoder
      ? probe(server.baseUrl + GEOCODE_PATH, 30_000).then((status) => {
          if (status !== 200) throw new Error(`the geocoder answered ${status}`);
          geocoderReadyMs = performance.now() - server.spawnedAt;
        })
      : new Promise((resolve) => setTimeout(resolve, 1_500));
    const menuStallMs = await slowestMenuWhile(server, geocoded, 30_000);
    await geocoded;
    const memory = readMemory(server.pid);
    return { firstMenuMs, geocoderReadyMs, menuStallMs, rssMiB: memory.rssMiB, peakRssMiB: memory.peakRssMiB };
  } finally {
    await server.stop();
  }
}

interface Variant {
  name: string;
  runs: StartupRun[];
}

function summary(variant: Variant) {
  const of = (pick: (run: StartupRun) => number | null) => {
    const values = variant.runs.map(pick).filter((value): value is number => value !== null);
    return values.length > 0 ? median(values) : null;
  };
  return {
    variant: variant.name,
    runs: variant.runs.length,
    'first menu 200 ms': of((run) => run.firstMenuMs),
    'geocoder ready ms': of((run) => run.geocoderReadyMs),
    'slowest menu meanwhile ms': of((run) => run.menuStallMs),
    'RSS MiB': of((run) => run.rssMiB),
    'peak RSS MiB': of((run) => run.peakRssMiB),
  };
}

export async function startup(): Promise<TargetReport> {
  const variants: Variant[] = [
    { name: 'fresh database', runs: [] },
    { name: 'existing database', runs: [] },
    { name: 'existing, no offline geocoder', runs: [] },
  ];
  const existing = await createTestDatabase('sqlite');
  const busyBefore: number[] = [];
  try {
    await withServer({ databaseUrl: existing.url }, async () => {});
    // Interleaved, so a change in the machine's load touches every variant alike.
    for (let i = 0; i < RUNS; i++) {
      console.log(`startup: run ${i + 1} of ${RUNS}`);
      busyBefore.push(await waitForQuiet());
      const fresh = await createTestDatabase('sqlite');
      try {
        variants[0]!.runs.push(await oneStart(fresh.url, {}, true));
      } finally {
        await fresh.drop();
      }
      variants[1]!.runs.push(await oneStart(existing.url, {}, true));
      variants[2]!.runs.push(await oneStart(existing.url, NO_OFFLINE_GEOCODER, false));
    }
  } finally {
    await existing.drop();
  }

  const rows = variants.map(summary);
  const withData = rows[1]!;
  const without = rows[2]!;
  const allowed = Math.max((without['first menu 200 ms'] ?? 0) * DELAY_TOLERANCE, (without['first menu 200 ms'] ?? 0) + DELAY_SLACK_MS);
  const goals: Goal[] = [
    {
      goal: 'the geocoder data set does not delay the first menu 200',
      measured: `${Math.round(withData['first menu 200 ms'] ?? NaN)} ms with it, ${Math.round(without['first menu 200 ms'] ?? NaN)} ms without (medians)`,
      pass: (withData['first menu 200 ms'] ?? Infinity) <= allowed,
    },
    {
      goal: 'the data set loads in the background, after the menu is served',
      measured: `geocoder ready at ${Math.round(withData['geocoder ready ms'] ?? NaN)} ms, menu at ${Math.round(withData['first menu 200 ms'] ?? NaN)} ms`,
      pass: (withData['geocoder ready ms'] ?? 0) > (withData['first menu 200 ms'] ?? Infinity),
    },
  ];
  return {
    tables: [{ title: `Startup, medians of ${RUNS} runs (ms since spawn; memory after the first reverse geocode)`, rows }],
    goals,
    notes: [
      `Peak memory (VmHWM) with the offline geocoder loaded: ${Math.round(withData['peak RSS MiB'] ?? NaN)} MiB; without it: ${Math.round(without['peak RSS MiB'] ?? NaN)} MiB.`,
      `Other work on the machine before each run: ${busyBefore.map((cores) => cores.toFixed(2)).join(', ')} cores busy.`,
      '"slowest menu meanwhile" is the slowest of back-to-back /api/menu requests sent while the data set loads: how long a customer arriving then would wait.',
    ],
    details: { runs: RUNS, busyBefore, variants },
  };
}
