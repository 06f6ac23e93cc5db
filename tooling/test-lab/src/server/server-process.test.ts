import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { probe, spawnServerProcess, startServerProcess } from './server-process.ts';
import { waitFor } from '../wait-for.ts';

/** This package, where the harness below finds its modules. */
const LAB_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** A test harness in a process of its own: it starts a server through this module, says where, and waits. */
const HARNESS = `
import { createTestDatabase } from './src/databases/databases.ts';
import { spawnServerProcess, waitUntilServing } from './src/server/server-process.ts';
const database = await createTestDatabase('sqlite');
const server = await spawnServerProcess({ databaseUrl: database.url });
await waitUntilServing(server);
console.log(JSON.stringify({ pid: server.pid, baseUrl: server.baseUrl }));
setInterval(() => {}, 60_000);
`;

/** Whether `pid` still runs; one that exited but waits for its new parent to reap it does not. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
}

describe('a server started for a test', () => {
  it('stops, freeing its port, when the process that started it is killed without a chance to stop it', { timeout: 60_000 }, async () => {
    const harness = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', HARNESS], {
      cwd: LAB_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    onTestFinished(() => void harness.kill('SIGKILL'));
    const [line] = (await once(createInterface({ input: harness.stdout! }), 'line')) as [string];
    const server = JSON.parse(line) as { pid: number; baseUrl: string };
    onTestFinished(() => {
      if (running(server.pid)) process.kill(server.pid, 'SIGKILL');
    });
    expect(await probe(`${server.baseUrl}/api/menu`)).toBe(200);

    // SIGKILL: the harness runs no exit handler, as when a terminal closes or a CI job is cancelled.
    harness.kill('SIGKILL');

    await waitFor('the orphaned server to exit', () => !running(server.pid), { timeoutMs: 20_000 });
    await expect(probe(`${server.baseUrl}/api/menu`)).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('another checkout’s server, for a comparison of two versions', () => {
  it('runs that package’s own build, from its folder', { timeout: 30_000 }, async () => {
    const earlier = mkdtempSync(join(tmpdir(), 'earlier-api-'));
    onTestFinished(() => rmSync(earlier, { recursive: true, force: true }));
    mkdirSync(join(earlier, 'dist'));
    // A stand-in for the earlier build: it answers the menu with the folder it runs in.
    writeFileSync(
      join(earlier, 'dist', 'main.js'),
      "require('node:http').createServer((_, res) => res.end(process.cwd())).listen(Number(process.env.PORT), process.env.HOST);",
    );
    const server = await startServerProcess({ databaseUrl: 'sqlite::memory:', built: true, apiDir: earlier });
    onTestFinished(() => server.stop());
    expect(await (await fetch(`${server.baseUrl}/api/menu`)).text()).toBe(earlier);
  });

  it('runs built only: its sources are another version’s', async () => {
    await expect(spawnServerProcess({ databaseUrl: 'sqlite::memory:', apiDir: tmpdir() })).rejects.toThrow('built only');
  });
});
