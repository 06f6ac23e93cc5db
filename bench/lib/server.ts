/**
 * The server as the benchmarks run it, through the one server-process module the fault tests use:
 * production's build of the web app, and a CPU profile of each server when BENCH_CPU_PROF=1.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  REPO_ROOT,
  type ServerProcess,
  type ServerProcessOptions,
  spawnServerProcess,
  withServerProcess,
} from '@chulo/api/testing/server-process';

/** The production build of the web app, which the server serves (and compresses) as in production. */
export const BUILT_WEB_ROOT = join(REPO_ROOT, 'dist/web');
const PROFILES_DIR = fileURLToPath(new URL('../profiles/', import.meta.url));

export interface BenchServerOptions {
  databaseUrl: string;
  /** Settings over the quiet defaults (RATE_LIMIT=off, KITCHEN_AUTOPILOT=0, LOG_LEVEL=warn). */
  env?: Record<string, string>;
  /** Names the CPU profile written when BENCH_CPU_PROF=1. */
  label?: string;
}

function processOptions({ databaseUrl, env = {}, label = 'server' }: BenchServerOptions): ServerProcessOptions {
  return {
    databaseUrl,
    env: { WEB_ROOT: BUILT_WEB_ROOT, ...env },
    // One folder per server: the main thread and tsx's loader thread each write a profile (the larger is the server's).
    cpuProfileDir: process.env.BENCH_CPU_PROF === '1' ? join(PROFILES_DIR, `${label}-${Date.now()}`) : undefined,
  };
}

/** Spawns the server without waiting for it: for timing its start. */
export function spawnServer(options: BenchServerOptions): Promise<ServerProcess> {
  return spawnServerProcess(processOptions(options));
}

/** Runs `work` against a started server and always stops it afterwards. */
export function withServer<T>(options: BenchServerOptions, work: (server: ServerProcess) => Promise<T>): Promise<T> {
  return withServerProcess(processOptions(options), work);
}
