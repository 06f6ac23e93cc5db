import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Runs a command in the project; a failure says what the command printed (tsc writes its errors to stdout). */
function run(command: string, args: string[], env: Record<string, string> = {}): string {
  try {
    return execFileSync(command, args, { cwd: project, encoding: 'utf8', env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
  for (const name of ['@chulo/domain', '@chulo/api-client']) {
    execFileSync('pnpm', ['--filter', name, 'pack', '--pack-destination', tarballs], { cwd: WORKSPACE, stdio: 'ignore' });
  }
  cpSync(FILES, project, { recursive: true });
  const packed = readdirSync(tarballs).map((file) => `./tarballs/${file}`);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'another-team', private: true, type: 'module' }));
  // npm, not pnpm: a stranger's tooling, and nothing of this workspace's lockfile or settings.
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...packed, `typescript@${TYPESCRIPT}`, '@types/node@20']);
});

test.afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

test('installs both packages with nothing private to the workspace', () => {
  const lock = JSON.parse(run('npm', ['ls', '--all', '--json'])) as { dependencies: Record<string, { version: string; dependencies?: Record<string, unknown> }> };
  expect(lock.dependencies['@chulo/domain']?.version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(Object.keys(lock.dependencies['@chulo/api-client']?.dependencies ?? {}).sort()).toEqual(['@chulo/domain', 'zod']);
});

test('imports from an ES module and requires from CommonJS under Node', () => {
  for (const script of ['rules.mjs', 'rules.cjs']) {
    expect(JSON.parse(run(process.execPath, [script])), script).toEqual({
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

test('type-checks against the packages with node16 and with bundler module resolution', () => {
  for (const config of ['tsconfig.node16.json', 'tsconfig.bundler.json']) {
    expect(() => run(join('node_modules', '.bin', 'tsc'), ['-p', config]), config).not.toThrow();
  }
  // The check reads the types: a wrong argument fails it.
  expect(() => run(join('node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.wrong.json'])).toThrow(/TS2345/);
});

test('orders through the api-client from Node against the real server, failing with SPEC §8’s messages', ({ baseURL }) => {
  const outcome = JSON.parse(run(process.execPath, ['order.mjs'], { SHOP_URL: baseURL! }));
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
    unknownOrder: { kind: 'http', status: 404, message: "Couldn't find order #NOPE42" },
  });
  expect(outcome.priorityPrice).toBeGreaterThan(0);
});
