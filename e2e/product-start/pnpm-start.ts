import { spawn } from 'node:child_process';
import { isRunning, processTree, signalEach } from './process-tree.ts';

/** The first start may build everything (Vite, Storybook) on a busy 2-core machine. */
const READY_WITHIN_MS = 8 * 60_000;
/** Turborepo stops its tasks and the server drains its connections: seconds, unless something hangs. */
const STOP_GRACE_MS = 20_000;
/** Enough of what was printed to explain a failure and to read the server's log. */
const OUTPUT_KEPT = 1024 * 1024;

export interface RunningProduct {
  /** What `pnpm start` printed so far: Turborepo's lines and the server's log. */
  output(): string;
  /** Stops every process the start made; resolves once they are all gone. */
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `url` answers 200 now. */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status === 200;
  } catch {
    // Refused, reset or too slow: not serving yet.
    return false;
  }
}

/**
 * The product as the README starts it: `pnpm start` at the workspace's root, through Turborepo,
 * with `env` over this process's environment (undefined removes a variable). Resolves once
 * `readyUrl` answers 200; fails, with what was printed, if the start ends or takes too long.
 */
export async function pnpmStart(env: Record<string, string | undefined>, readyUrl: string): Promise<RunningProduct> {
  const start = spawn('pnpm', ['--workspace-root', 'start'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = start.pid;
  if (pid === undefined) throw new Error('pnpm start did not start');
  let printed = '';
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-OUTPUT_KEPT));
  start.stdout.on('data', keep);
  start.stderr.on('data', keep);
  let ended = false;
  start.once('exit', () => (ended = true));

  // pnpm, its shell, Turborepo, and the server in a process group of Turborepo's making: found by parentage,
  // and before any signal, since once Turborepo is gone the server is no longer below it.
  const everyProcess = () => processTree(pid);
  // Should this process exit without stopping it, the product goes too. (Ctrl-C at a terminal reaches
  // pnpm and Turborepo directly: they stay in this process's group, and Turborepo stops the server.)
  const killOnExit = () => signalEach(everyProcess(), 'SIGKILL');
  process.once('exit', killOnExit);

  const product: RunningProduct = {
    output: () => printed,
    async stop() {
      process.removeListener('exit', killOnExit);
      const processes = everyProcess();
      signalEach(processes, 'SIGTERM');
      const deadline = Date.now() + STOP_GRACE_MS;
      while (processes.some(isRunning) && Date.now() < deadline) await pause(200);
      signalEach(processes, 'SIGKILL');
      while (processes.some(isRunning)) await pause(50);
    },
  };

  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await answers(readyUrl))) {
    if (ended || Date.now() > deadline) {
      await product.stop();
      throw new Error(`pnpm start ${ended ? 'ended' : `was not serving within ${READY_WITHIN_MS / 1000} s`} (${readyUrl}):\n${printed}`);
    }
    await pause(500);
  }
  return product;
}
