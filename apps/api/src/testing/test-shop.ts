import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, LOAD_TEST_INTAKE, staffLogin, type StaffSession, type TestDatabase } from '@chulo/test-lab';
import { buildShop, type Shop } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { DatabaseKind } from '../data/database.ts';
import type { Clock } from '../services/clock.ts';

export interface RunningShop extends Shop {
  baseUrl: string;
  close(): Promise<void>;
}

/** The real server on a loopback port, configured as production is, but for the given database. */
export async function startTestShop(databaseUrl: string, env: Record<string, string> = {}, clock?: Clock): Promise<RunningShop> {
  const config: Config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT: 'off', ...LOAD_TEST_INTAKE, ...env, DATABASE_URL: databaseUrl });
  const shop = await buildShop(config, clock ? { clock } : {});
  const address = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...shop, baseUrl: address, close: () => shop.app.close() };
}

/** The stand-in web build's stylesheet. */
export const FAKE_STYLESHEET = 'body{background:#fffaf2}';

/**
 * A temporary web root with a tiny built app, as production serves one: with it the
 * server also compresses and answers deep links with index.html. The `storybook` folder
 * beside it (not in it, where the web app would serve its files) stands for the UI kit's
 * static Storybook.
 */
function fakeWebRoot(): { path: string; storybook: string; remove(): void } {
  const builds = mkdtempSync(join(tmpdir(), 'pizza-web-'));
  const path = join(builds, 'web');
  mkdirSync(join(path, 'assets'), { recursive: true });
  const storybook = join(builds, 'storybook');
  mkdirSync(storybook);
  // Its pages run inline scripts, as Storybook's do; one more sits in a comment, where it never runs.
  writeFileSync(
    join(storybook, 'index.html'),
    '<!doctype html><title>Storybook</title><!-- <script>window.LOGLEVEL = "debug";</script> -->' +
      '<script>\n  window.CONFIG_TYPE = "PRODUCTION";\n</script><script type="module">import "./sb-manager/runtime.js";</script><iframe src="iframe.html"></iframe>',
  );
  writeFileSync(
    join(storybook, 'iframe.html'),
    '<!doctype html><title>Story</title><script type="module" src="./assets/iframe-D3adB33f.js"></script>' +
      '<script>window.CONFIG_TYPE = "PRODUCTION";</SCRIPT ><div id="storybook-root"></div>',
  );
  // The manager's runtime, which keeps its name from build to build, and which the build leaves uncompressed.
  mkdirSync(join(storybook, 'sb-manager'));
  writeFileSync(join(storybook, 'sb-manager', 'runtime.js'), `window.STORYBOOK_MANAGER = ${JSON.stringify('m'.repeat(4_000))};`);
  // The stories' code, named by its content as Storybook's build names it.
  mkdirSync(join(storybook, 'assets'));
  writeFileSync(join(storybook, 'assets', 'iframe-D3adB33f.js'), 'document.getElementById("storybook-root");');
  // What a Storybook build without `core.disableProjectJson` holds, and what `--stats-json` adds.
  for (const description of ['project.json', 'preview-stats.json']) writeFileSync(join(storybook, description), '{"storybookVersion":"10.6.7"}');
  writeFileSync(
    join(path, 'index.html'),
    '<!doctype html><html><head><title>Pizza</title><script type="module" src="/assets/app.js"></script>' +
      '<link rel="stylesheet" href="/assets/app.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(path, 'assets', 'app.css'), FAKE_STYLESHEET);
  const app = `console.log(${JSON.stringify('x'.repeat(2_000))});`;
  writeFileSync(join(path, 'assets', 'app.js'), app);
  // Compressed at build time, as the web app's build does.
  writeFileSync(join(path, 'assets', 'app.js.br'), brotliCompressSync(app));
  // Its server renderer, as the web app's build has one: each page says what the shop's API answered it
  // (the menu, an order page its order), how many pages it has rendered, the host of the request it was
  // given and the public address it was lent (its links' origin); it passes on a 404 and the
  // search's redirect, and calls every page but an order's the same for every customer.
  mkdirSync(join(path, 'server'));
  writeFileSync(
    join(path, 'server', 'render-page.js'),
    `import { Readable } from 'node:stream';
export function createPageRenderer(template) {
  let rendered = 0;
  return async (request, { fetch, origin }) => {
    const { pathname, searchParams, host } = new URL(request.url);
    if (pathname === '/order') return { status: 302, location: '/order/' + searchParams.get('id') };
    const asked = pathname.startsWith('/order/') ? '/api' + pathname : '/api/menu';
    const answer = await fetch(new URL(asked, request.url));
    const content = pathname + ': ' + asked + ' answered ' + answer.status + ', page ' + ++rendered + ', rendered at ' + host + ' for ' + origin;
    const html = Readable.from([template.replace('<div id="root"></div>', '<div id="root">' + content + '</div>')]);
    return { status: answer.status, html, shared: answer.status === 200 && !pathname.startsWith('/order/') };
  };
}
// As the web app's: the search form's query alone is part of a page's address.
export const pageAddress = (url) => new URL(url.origin + url.pathname + (url.pathname === '/order' ? url.search : ''));
`,
  );
  // What the app's offline build adds beside index.html: its service worker and web app manifest.
  writeFileSync(join(path, 'sw.js'), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(path, 'manifest.webmanifest'), '{"name":"Pizza","start_url":"/"}');
  return { path, storybook, remove: () => rmSync(builds, { recursive: true, force: true }) };
}

export interface TestShopOptions {
  /** Settings over startTestShop's defaults and the stand-in builds' folders (`STORYBOOK_ROOT: ''`: no Storybook). */
  env?: Record<string, string>;
  /** Serve a tiny built web app, as production does. */
  webApp?: boolean;
  /** The shop's time, for tests of its opening hours. */
  clock?: Clock;
}

/**
 * For the enclosing `describe`: a database of its own and a shop on it, started before its
 * first test, closed and dropped after its last. `shop` and `database` are filled in by then.
 */
export function useTestShop(kind: DatabaseKind, { env = {}, webApp = false, clock }: TestShopOptions = {}) {
  const database = {} as TestDatabase;
  const shop = {} as RunningShop;
  let webRoot: ReturnType<typeof fakeWebRoot> | undefined;
  const settings = () => (webRoot ? { WEB_ROOT: webRoot.path, STORYBOOK_ROOT: webRoot.storybook, ...env } : env);

  beforeAll(async () => {
    if (webApp) webRoot = fakeWebRoot();
    Object.assign(database, await createTestDatabase(kind));
    Object.assign(shop, await startTestShop(database.url, settings(), clock));
  });
  afterAll(async () => {
    await shop.close?.();
    webRoot?.remove();
    await database.drop?.();
  });

  return {
    shop,
    database,
    /** `call` on this shop. */
    api: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => call(shop.baseUrl, method, path, body, headers),
    /** Closes the shop and starts it again on the same database, as a deploy would. */
    async restart() {
      await shop.close();
      Object.assign(shop, await startTestShop(database.url, settings(), clock));
    },
  };
}

/**
 * For the enclosing `describe`, after `useTestShop`: an owner (asha) and a cook (ram) with `password`,
 * both signed in before its first test. `owner` and `kitchen` are filled in by then.
 */
export function useOwnerAndCook(shop: RunningShop, password: string) {
  const sessions = {} as { owner: StaffSession; kitchen: StaffSession };
  beforeAll(async () => {
    await shop.accounts.add('asha', password, 'owner');
    await shop.accounts.add('ram', password, 'kitchen');
    sessions.owner = await staffLogin(shop.baseUrl, 'asha', password);
    sessions.kitchen = await staffLogin(shop.baseUrl, 'ram', password);
  });
  return sessions;
}

/** JSON over real HTTP, as a browser or a script would send it. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; json: any }> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}
