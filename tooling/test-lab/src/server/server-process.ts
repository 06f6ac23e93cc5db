import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { constants } from 'node:os';
import { keepOutput } from './child-output.ts';
import { API_DIR, serverArguments } from './server-command.ts';
import { LOAD_TEST_INTAKE } from './load-test-intake.ts';
import { waitFor } from '../wait-for.ts';

/** How long stop() lets the server shut down after SIGTERM before it kills it. */
const STOP_GRACE_MS = 5_000;
/** Writing a CPU profile at exit can take a while for a long run. */
const STOP_GRACE_PROFILING_MS = 15_000;

/** Every child process started through here, so that none outlives this process when it exits or is interrupted. */
const children = new Set<ChildProcess>();
let cleanupInstalled = false;

function killChildren(): void {
  for (const child of children) child.kill('SIGKILL');
}

/** Kills `child` when this process exits or is interrupted, if it is still running then. */
export function trackChild<T extends ChildProcess>(child: T): T {
  if (!cleanupInstalled) {
    cleanupInstalled = true;
    process.once('exit', killChildren);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        killChildren();
        process.exit(128 + constants.signals[signal]);
      });
    }
  }
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** One GET on a fresh connection; resolves with the status, or rejects on a network error. */
export function probe(url: string, timeoutMs = 2_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    request.once('timeout', () => request.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    request.once('error', reject);
  });
}

export interface ServerProcessOptions {
  databaseUrl: string;
  /** Settings over the quiet defaults: LOG_LEVEL=warn, RATE_LIMIT=off, KITCHEN_AUTOPILOT=0, no web app. */
  env?: Record<string, string>;
  /** Where `node --cpu-prof` writes the process's CPU profiles; none when absent. */
  cpuProfileDir?: string;
  /** Run dist/main.js, as production does, instead of the TypeScript source. */
  built?: boolean;
  /** With `built`: the server package (apps/api) of another checkout to run, to compare two versions of the server side by side. */
  apiDir?: string;
  /** The port, when the caller must know it before the server starts (its PUBLIC_URL names it); a free one otherwise. */
  port?: number;
}

/** The real server as production runs it: its own process, killable with any signal. */
export interface ServerProcess {
  baseUrl: string;
  port: number;
  pid: number;
  /** performance.now() just before the process was spawned. */
  spawnedAt: number;
  /** Settles when the process is gone: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the server printed so far (warnings and errors at LOG_LEVEL=warn). */
  output(): string;
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL if it has not gone within a few seconds; nothing when it is gone already. */
  stop(): Promise<void>;
}

/**
 * Starts the server on a free loopback port, without waiting for it to serve: from source
 * (`node --import tsx src/main.ts`), or as `pnpm start` runs it (`node dist/main.js`, built first).
 * It exits by itself if this process dies without stopping it, even by SIGKILL.
 */
export async function spawnServerProcess({ databaseUrl, env = {}, cpuProfileDir, built = false, apiDir, port: givenPort }: ServerProcessOptions): Promise<ServerProcess> {
  if (apiDir && !built) throw new Error('another checkout’s server runs built only');
  const port = givenPort ?? (await freePort());
  if (cpuProfileDir) mkdirSync(cpuProfileDir, { recursive: true });
  const nodeArgs = [...(cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfileDir] : []), ...serverArguments({ built, apiDir })];
  const spawnedAt = performance.now();
  const child = trackChild(
    spawn(process.execPath, nodeArgs, {
      cwd: apiDir ?? API_DIR,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT: 'off',
        KITCHEN_AUTOPILOT: '0',
        ...LOAD_TEST_INTAKE,
        WEB_ROOT: '/nonexistent',
        ...env,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
      },
      // stdin is the server's lifeline: held open here, never written, closed by the kernel when this process dies.
      stdio: ['pipe', 'pipe', 'pipe'],
    }),
  );
  const output = keepOutput(child);
  let gone = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      gone = true;
      resolve({ code, signal });
    }),
  );
  if (child.pid === undefined) throw new Error('the server process did not start');
  const graceMs = cpuProfileDir ? STOP_GRACE_PROFILING_MS : STOP_GRACE_MS;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    spawnedAt,
    exited,
    output,
    signal: (signal) => void child.kill(signal),
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `path` until it answers 200; rejects, with what the server printed, when it exits first or the time runs out. */
export async function waitUntilServing(
  server: ServerProcess,
  { path = '/api/menu', timeoutMs = 30_000, intervalMs = 20 } = {},
): Promise<void> {
  let gone = false;
  void server.exited.then(() => (gone = true));
  let outcome: 'serving' | 'exited';
  try {
    outcome = await waitFor(
      `${server.baseUrl}${path} to answer 200`,
      async () => (gone ? 'exited' : (await probe(server.baseUrl + path)) === 200 && 'serving'),
      { timeoutMs, intervalMs },
    );
  } catch (error) {
    throw new Error(`${server.baseUrl}${path} did not answer 200 within ${timeoutMs} ms:\n${server.output()}`, { cause: error });
  }
  if (outcome === 'exited') {
    throw new Error(`the server exited (${JSON.stringify(await server.exited)}) before serving ${path}:\n${server.output()}`);
  }
}

/**
 * Starts the server on a free loopback port and resolves once `GET /api/menu` answers 200.
 * Settings default to a quiet server; `env` overrides them.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const server = await spawnServerProcess(options);
    try {
      await waitUntilServing(server);
      return server;
    } catch (error) {
      server.signal('SIGKILL');
      await server.exited;
      // Another process took the port between our probe and the server's listen: try another one.
      if (attempt < 3 && server.output().includes('EADDRINUSE')) continue;
      throw error;
    }
  }
}

/** Runs `work` against a started server and always stops it afterwards. */
export async function withServerProcess<T>(options: ServerProcessOptions, work: (server: ServerProcess) => Promise<T>): Promise<T> {
  const server = await startServerProcess(options);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}
