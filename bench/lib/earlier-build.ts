/**
 * The server as an earlier commit built it, for a measurement side by side with today's: that
 * commit checked out in a temporary git worktree, its dependencies installed from pnpm's store
 * (the registry only for what the store lacks), and its server built by Turborepo, as `pnpm build`
 * builds it. The worktree is removed afterwards, however `work` ends.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_DIR } from './packages.ts';

// CI=true: pnpm and Turborepo as CI runs them, with no terminal to ask questions of.
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', CI: 'true' } });

/** Runs `work` with the server package (apps/api) of `commit`, built. */
export async function withEarlierServer<T>(commit: string, work: (apiDir: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), 'pizza-earlier-'));
  const checkout = join(folder, 'checkout');
  console.log(`  checking out and building the server of ${commit} in ${checkout}`);
  run('git', ['worktree', 'add', '--detach', checkout, commit], BENCH_DIR);
  try {
    run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], checkout);
    run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@chulo/api'], checkout);
    return await work(join(checkout, 'apps', 'api'));
  } finally {
    run('git', ['worktree', 'remove', '--force', checkout], BENCH_DIR);
    rmSync(folder, { recursive: true, force: true });
  }
}
