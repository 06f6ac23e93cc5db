/**
 * The server as the benchmarks run it, started through `@chulo/test-lab` as the server's own fault
 * tests start it: built, as `pnpm start` runs it (`node dist/main.js` in apps/api), serving
 * production's build of the web app, with a CPU profile of each server when BENCH_CPU_PROF=1.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerProcess, type ServerProcessOptions, spawnServerProcess, withServerProcess } from '@chulo/test-lab';
import { WEB_BUILD_DIR } from './packages.ts';

const PROFILES_DIR = fileURLToPath(new URL('../profiles/', import.meta.url));

export interface BenchServerOptions {
  databaseUrl: string;
  /** Settings over the quiet defaults (RATE_LIMIT=off, KITCHEN_AUTOPILOT=0, LOG_LEVEL=warn). */
  env?: Record<string, string>;
  /** Names the CPU profile written when BENCH_CPU_PROF=1. */
  label?: string;
  /** The server package of an earlier build (lib/earlier-build.ts) instead of this checkout's. */
  apiDir?: string;
}

/** The server's settings as the bench runs it, for a harness that starts servers itself (several behind a balancer). */
export function benchServerOptions({ databaseUrl, env = {}, label = 'server', apiDir }: BenchServerOptions): ServerProcessOptions {
  return {
    databaseUrl,
    built: true,
    apiDir,
    env: { WEB_ROOT: WEB_BUILD_DIR, ...env },
    // One folder per server: the main thread and each worker thread (the offline geocoder's) write a profile; the largest is the server's.
    cpuProfileDir: process.env.BENCH_CPU_PROF === '1' ? join(PROFILES_DIR, `${label}-${Date.now()}`) : undefined,
  };
}

/** Spawns the server without waiting for it: for timing its start. */
export function spawnServer(options: BenchServerOptions): Promise<ServerProcess> {
  return spawnServerProcess(benchServerOptions(options));
}

/** Runs `work` against a started server and always stops it afterwards. */
export function withServer<T>(options: BenchServerOptions, work: (server: ServerProcess) => Promise<T>): Promise<T> {
  return withServerProcess(benchServerOptions(options), work);
}
