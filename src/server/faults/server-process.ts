import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository root, where `src/server/main.ts` lives. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY_TIMEOUT_MS = 20_000;
/** Enough of the server's output to explain a failure, without growing without bound. */
const OUTPUT_KEPT = 64 * 1024;

/** The real server as production runs it: its own process, killable with any signal. */
export interface ServerProcess {
  baseUrl: string;
  port: number;
  pid: number;
  /** Settles when the process is gone: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the server printed so far (warnings and errors at LOG_LEVEL=warn). */
  output(): string;
  signal(signal: NodeJS.Signals): void;
  /** Cleanup for afterAll: SIGTERM, then SIGKILL if it has not gone within a few seconds. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// A test runner that dies must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Polls until `check` returns something other than undefined/false, or fails with `what`. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  { timeoutMs = 10_000, intervalMs = 25 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`, { cause: lastError });
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
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

async function answersMenu(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/menu`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function spawnServer(databaseUrl: string, port: number, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
      WEB_ROOT: '/nonexistent',
      KITCHEN_AUTOPILOT: '0',
      ...env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/**
 * Starts `node --import tsx src/server/main.ts` on a free loopback port and resolves once
 * `GET /api/menu` answers 200. Settings default to a quiet test server; `env` overrides them.
 */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const { child, output } = spawnServer(databaseUrl, port, env);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    let gone = false;
    void exited.then(() => (gone = true));

    try {
      await waitFor(`the server on port ${port} to answer GET /api/menu`, async () => gone || (await answersMenu(baseUrl)), {
        timeoutMs: READY_TIMEOUT_MS,
        intervalMs: 50,
      });
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output()}`, { cause: error });
    }
    if (gone) {
      // Another process took the port between our probe and the server's listen: try another one.
      if (attempt < 3 && output().includes('EADDRINUSE')) continue;
      throw new Error(`the server exited while starting (${JSON.stringify(await exited)}):\n${output()}`);
    }

    return {
      baseUrl,
      port,
      pid: child.pid as number,
      exited,
      output,
      signal: (signal) => void child.kill(signal),
      async stop() {
        if (gone) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      },
    };
  }
}
