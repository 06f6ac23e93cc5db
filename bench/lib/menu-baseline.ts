/** `GET /api/menu` against a bare node:http server answering the same bytes, and where a menu answer's CPU goes. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXIT_WITH_PARENT, freePort, trackChild, withTestDatabase } from '@chulo/test-lab';
import { profiledUnderLoad, type ProfileSummary } from './cpu-profile.ts';
import { inTurns, type LoadOptions, type LoadResult } from './load.ts';
import { BENCH_DIR } from './packages.ts';
import { withServer } from './server.ts';
import { fetchMenu } from './shop-data.ts';

/** The bare node:http server, as its own process (which, like the server, ends with the bench), answering with `body`. */
async function startBaseline(body: Buffer, contentType: string): Promise<{ baseUrl: string; pid: number; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'pizza-bench-'));
  const bodyFile = join(dir, 'menu.json');
  writeFileSync(bodyFile, body);
  const port = await freePort();
  const child = trackChild(
    spawn(process.execPath, [...EXIT_WITH_PARENT, '--import', 'tsx', 'lib/baseline-server.ts'], {
      cwd: BENCH_DIR,
      env: { ...process.env, BODY_FILE: bodyFile, CONTENT_TYPE: contentType, PORT: String(port) },
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the baseline server did not start within 10 s')), 10_000);
    child.stdout?.once('data', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** How hard and how long the menu is asked for. */
export interface MenuLoadSettings {
  connections: number;
  seconds: number;
  turns: number;
  warmUpSeconds: number;
}

const menuLoad = ({ connections, seconds }: MenuLoadSettings, baseUrl: string, pid: number): LoadOptions => ({
  url: `${baseUrl}/api/menu`,
  connections,
  durationSeconds: seconds,
  serverPid: pid,
});

/** Ours and the baseline in turns (ours, bare, bare, ours). */
export async function menuAgainstBaseline(settings: MenuLoadSettings): Promise<{ ours: LoadResult[]; baseline: LoadResult[]; bytes: number }> {
  return withTestDatabase('sqlite', (database) =>
    withServer({ databaseUrl: database.url, label: 'api-menu' }, async (server) => {
      const menu = await fetchMenu(server.baseUrl);
      const baseline = await startBaseline(menu.body, menu.contentType);
      try {
        const [ours, bare] = await inTurns(
          [menuLoad(settings, server.baseUrl, server.pid), menuLoad(settings, baseline.baseUrl, baseline.pid)],
          settings.turns,
          settings.warmUpSeconds,
        );
        return { ours: ours!, baseline: bare!, bytes: menu.body.length };
      } finally {
        await baseline.stop();
      }
    }),
  );
}

/** Where a menu answer's CPU goes: a server of its own under the same load, profiled. */
export function menuProfile(settings: MenuLoadSettings): Promise<ProfileSummary> {
  return withTestDatabase('sqlite', (database) => profiledUnderLoad(database.url, (server) => menuLoad(settings, server.baseUrl, server.pid)));
}
