import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PROFILES_DIR = fileURLToPath(new URL('../profiles/', import.meta.url));

/** Every child this run started, so that none outlives it, whatever way the run ends. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(130);
  });
}

export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Memory {
  rssMiB: number;
  /** The resident set's high-water mark since the process started (VmHWM). */
  peakRssMiB: number;
}

export function readMemory(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMiB: kib('VmRSS') / 1024, peakRssMiB: kib('VmHWM') / 1024 };
}

/** CPU time (user + system) a process has used so far, in seconds. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** One GET with a fresh connection; resolves with the status, or rejects on a network error. */
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

/** CPU seconds used so far by every process running `command` (e.g. all of PostgreSQL's backends). */
export function commandCpuSeconds(command: string): number {
  let pids: string[];
  try {
    pids = execFileSync('pgrep', ['-x', command], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return 0;
  }
  let total = 0;
  for (const pid of pids) {
    try {
      total += cpuSeconds(Number(pid));
    } catch {
      // It ended between listing and reading.
    }
  }
  return total;
}

export interface ServerOptions {
  databaseUrl: string;
  /** Added to (and overriding) the benchmark defaults: RATE_LIMIT=off, KITCHEN_AUTOPILOT=0, LOG_LEVEL=warn. */
  env?: Record<string, string>;
  webRoot?: string;
  /** A name for the CPU profile written when BENCH_CPU_PROF=1. */
  label?: string;
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** performance.now() just before the process was spawned. */
  spawnedAt: number;
  child: ChildProcess;
  memory(): Memory;
  cpuSeconds(): number;
  /** What the server logged (warn and above), for diagnosing a failure. */
  output(): string;
  stop(): Promise<void>;
}

const OUTPUT_KEPT = 64 * 1024;

/** Starts `node --import tsx src/server/main.ts` as production would, on loopback, without waiting for it. */
export async function spawnServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  // One folder per server: the main thread and tsx's loader thread each write a profile (the larger is the server's).
  const profileDir = process.env.BENCH_CPU_PROF === '1' ? join(PROFILES_DIR, `${options.label ?? 'server'}-${Date.now()}`) : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const nodeArgs = [
    ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
    '--import',
    'tsx',
    'src/server/main.ts',
  ];
  const spawnedAt = performance.now();
  const child = track(
    spawn(process.execPath, nodeArgs, {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        LOG_LEVEL: 'warn',
        RATE_LIMIT: 'off',
        KITCHEN_AUTOPILOT: '0',
        WEB_ROOT: options.webRoot ?? join(REPO_ROOT, 'dist/web'),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server process did not start');

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid,
    spawnedAt,
    child,
    memory: () => readMemory(pid),
    cpuSeconds: () => cpuSeconds(pid),
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers `status`; rejects when the server dies or the deadline passes. */
export async function waitForStatus(server: RunningServer, path: string, timeoutMs = 30_000, intervalMs = 20): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let last = 'no answer';
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited (${server.child.exitCode ?? server.child.signalCode}) before serving ${path}:\n${server.output()}`);
    }
    try {
      const status = await probe(server.baseUrl + path);
      if (status === 200) return;
      last = `status ${status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${server.baseUrl}${path} did not answer 200 within ${timeoutMs} ms (${last}):\n${server.output()}`);
}

/** Spawns the server and waits until /api/menu answers 200. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const server = await spawnServer(options);
  try {
    await waitForStatus(server, '/api/menu');
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Runs `work` against a started server and always stops it afterwards. */
export async function withServer<T>(options: ServerOptions, work: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await startServer(options);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}
