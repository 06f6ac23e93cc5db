import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

/**
 * Another team's project, outside this workspace: it installs @chulo/domain and @chulo/api-client from
 * the tarballs `pnpm pack` makes (what the registry would hand out), imports them from ES modules and
 * CommonJS under this Node, type-checks against them with both kinds of module resolution, and runs the
 * client against this shop's server.
 */
const WORKSPACE = fileURLToPath(new URL('../../', import.meta.url));
const FILES = fileURLToPath(new URL('./project/', import.meta.url));
/** The other team type-checks with the TypeScript this workspace builds with. */
const TYPESCRIPT = (createRequire(import.meta.url)('typescript/package.json') as { version: string }).version;

let project: string;

/**
 * Runs a command in the project, without blocking, so that several can share the machine's cores;
 * a failure says what the command printed (tsc writes its errors to stdout).
 */
async function run(command: string, args: string[], { cwd = project, env = {} }: { cwd?: string; env?: Record<string, string> } = {}): Promise<string> {
  try {
    return (await promisify(execFile)(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } })).stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`, { cause: error });
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  project = mkdtempSync(join(tmpdir(), 'chulo-consumer-'));
  const tarballs = join(project, 'tarballs');
  await Promise.all(['@chulo/domain', '@chulo/api-client'].map((name) => run('pnpm', ['--filter', name, 'pack', '--pack-destination', tarballs], { cwd: WORKSPACE })));
  cpSync(FILES, project, { recursive: true });
  const packed = readdirSync(tarballs).map((file) => `./tarballs/${file}`);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'another-team', private: true, type: 'module' }));
  // npm, not pnpm: a stranger's tooling, and nothing of this workspace's lockfile or settings.
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...packed, `typescript@${TYPESCRIPT}`, '@types/node@20']);
});

test.afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

test('installs both packages with nothing private to the workspace', async () => {
  const lock = JSON.parse(await run('npm', ['ls', '--all', '--json'])) as { dependencies: Record<string, { version: string; dependencies?: Record<string, unknown> }> };
  expect(lock.dependencies['@chulo/domain']?.version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(Object.keys(lock.dependencies['@chulo/api-client']?.dependencies ?? {}).sort()).toEqual(['@chulo/domain', 'zod']);
});

test('imports from an ES module and requires from CommonJS under Node', async () => {
  for (const script of ['rules.mjs', 'rules.cjs']) {
    expect(JSON.parse(await run(process.execPath, [script])), script).toEqual({
      cart: { total: 1950, pizzas: 3 },
      priorityFee: 390,
      total: 2340,
      phone: { nepali: true, letters: false },
      address: 'Thamel, Kathmandu 44600, Nepal',
      price: expect.stringMatching(/१,९५०/),
      client: ['createOrder', 'followOrder', 'getMenu', 'getOrder', 'makeOrderPriority', 'reverseGeocode'],
      contract: true,
    });
  }
});

test('type-checks against the packages with node16 and with bundler module resolution', async () => {
  // Three compilers loading every declaration: on a busy 2-core machine they have taken over two minutes.
  test.setTimeout(300_000);
  // The three checks side by side: each spends most of its time loading the same declarations on one core.
  const [node16, bundler, wrong] = ['tsconfig.node16.json', 'tsconfig.bundler.json', 'tsconfig.wrong.json'].map((config) =>
    run(join('node_modules', '.bin', 'tsc'), ['-p', config]),
  );
  // Read once all have ended, so that none fails unheard while another still runs.
  await Promise.allSettled([node16, bundler, wrong]);
  await node16;
  await bundler;
  // The check reads the types: a wrong argument fails it.
  await expect(wrong).rejects.toThrow(/TS2345/);
});

test('orders through the api-client from Node against the real server, failing with SPEC §8’s messages', async ({ baseURL }) => {
  const outcome = JSON.parse(await run(process.execPath, ['order.mjs'], { env: { SHOP_URL: baseURL! } }));
  expect(outcome).toEqual({
    menu: expect.any(Number),
    placed: expect.stringMatching(/^[A-Z0-9]+$/),
    samePlacedOnRetry: true,
    status: 'preparing',
    priorityPrice: expect.any(Number),
    // Refused before it is sent, in the words the server would have used, each problem with its field.
    badPhone: {
      kind: 'invalid-request',
      message: 'Provide us your correct Number please.',
      issues: [{ path: 'phone', message: 'Provide us your correct Number please.' }],
    },
    unknownOrder: { kind: 'http', status: 404, message: "Couldn't find order #NQPE42" },
  });
  expect(outcome.priorityPrice).toBeGreaterThan(0);
});
