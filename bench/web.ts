/**
 * `web`: the production build as a phone sees it. The JavaScript each route loads (gzipped sizes
 * of the files the browser fetched), and Lighthouse's mobile audit (simulated slow 4G and a 4×
 * slower CPU) of /, /menu, /cart, /order/new and an order page, in Debian's Chromium.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { withTestDatabase } from '../src/server/testing/databases.ts';
import { waitForQuiet } from './lib/load.ts';
import type { Goal, TargetReport } from './lib/report.ts';
import { REPO_ROOT } from '../src/server/testing/server-process.ts';
import { BUILT_WEB_ROOT, withServer } from './lib/server.ts';
import { fetchMenu, median, placeOrders } from './lib/shop-data.ts';

const RUNS = Number(process.env.WEB_RUNS) || 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const GOALS: Record<(typeof CATEGORIES)[number], number> = { performance: 0.98, accessibility: 1, 'best-practices': 1 };

/** Builds the web app when there is no build, or when WEB_BUILD=1 asks for a fresh one. */
function ensureBuild(): void {
  if (existsSync(join(BUILT_WEB_ROOT, 'index.html')) && process.env.WEB_BUILD !== '1') return;
  console.log('web: npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit', timeout: 300_000 });
}

const gzipped = (file: string) => gzipSync(readFileSync(file)).length;

/** Every JavaScript file of the build with its size, and which ones index.html loads up front (with their static imports). */
function buildContents() {
  const assets = join(BUILT_WEB_ROOT, 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const size = new Map(scripts.map((name) => [name, { raw: statSync(join(assets, name)).size, gzip: gzipped(join(assets, name)) }]));
  const html = readFileSync(join(BUILT_WEB_ROOT, 'index.html'), 'utf8');
  const initial = new Set<string>();
  const queue = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (initial.has(name) || !size.has(name)) continue;
    initial.add(name);
    const code = readFileSync(join(assets, name), 'utf8');
    // Minified static imports: `import{a as b}from"./x.js"` or `import"./x.js"`; dynamic ones use `import(`.
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(match[1]!);
  }
  const css = readdirSync(assets).filter((name) => name.endsWith('.css'));
  return {
    scripts: scripts.map((name) => ({ name, ...size.get(name)!, initial: initial.has(name) })).sort((a, b) => b.gzip - a.gzip),
    initialGzip: [...initial].reduce((sum, name) => sum + size.get(name)!.gzip, 0),
    cssGzip: css.reduce((sum, name) => sum + gzipped(join(assets, name)), 0),
    builtAt: statSync(join(BUILT_WEB_ROOT, 'index.html')).mtime.toISOString(),
  };
}

interface Audit {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The JavaScript files the page fetched, and their gzipped size on disk. */
  scripts: string[];
  jsGzip: number;
  /** Audits that cost points, per category: what to fix. */
  lost: Record<string, string[]>;
  /** Cores busy with other work just before the audit: Lighthouse's simulated CPU slowdown multiplies any contention. */
  busyBefore?: number;
}

async function audit(url: string, route: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as any;
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as { url: string; resourceType?: string; mimeType?: string }[];
  const scripts = [
    ...new Set(
      requests
        .filter((request) => request.resourceType === 'Script' || /javascript/.test(request.mimeType ?? ''))
        .map((request) => new URL(request.url).pathname)
        .filter((path) => path.startsWith('/assets/')),
    ),
  ];
  const lost: Record<string, string[]> = {};
  for (const category of CATEGORIES) {
    const refs = (lhr.categories[category]?.auditRefs ?? []) as { id: string; weight: number }[];
    lost[category] = refs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return {
    route,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? null])) as Audit['scores'],
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    scripts,
    jsGzip: scripts.reduce((sum, path) => sum + (existsSync(join(BUILT_WEB_ROOT, path)) ? gzipped(join(BUILT_WEB_ROOT, path)) : 0), 0),
    lost,
  };
}

export async function web(): Promise<TargetReport> {
  ensureBuild();
  const build = buildContents();
  const audits: Audit[] = [];
  await withTestDatabase('sqlite', (database) =>
    withServer({ databaseUrl: database.url, label: 'web' }, async (server) => {
      const { pizzas } = await fetchMenu(server.baseUrl);
      const [orderId] = await placeOrders(server.baseUrl, pizzas, 1, 7);
      const routes = ['/', '/menu', '/cart', '/order/new', `/order/${orderId}`];
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
      try {
        for (const route of routes) {
          const runs: Audit[] = [];
          for (let i = 0; i < RUNS; i++) {
            const busyBefore = await waitForQuiet();
            runs.push({ ...(await audit(server.baseUrl + route, route, chrome.port)), busyBefore });
          }
          // The run with the median performance score stands for the route.
          const sorted = runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
          const chosen = sorted[Math.floor(sorted.length / 2)]!;
          audits.push(chosen);
          console.log(`  ${route}: performance ${chosen.scores.performance} (runs: ${runs.map((run) => run.scores.performance).join(', ')})`);
        }
      } finally {
        await chrome.kill();
      }
    }),
  );

  const goals: Goal[] = CATEGORIES.map((category) => {
    const scores = audits.map((a) => a.scores[category] ?? 0);
    const worst = audits.reduce((low, a) => ((a.scores[category] ?? 0) < (low.scores[category] ?? 0) ? a : low));
    return {
      goal: `Lighthouse ${category} ≥ ${GOALS[category]} on every route (mobile)`,
      measured: `lowest ${worst.scores[category]} (${worst.route}); median ${median(scores)}`,
      pass: scores.every((score) => score >= GOALS[category]),
    };
  });
  const notes = audits.flatMap((a) =>
    Object.entries(a.lost)
      .filter(([, ids]) => ids.length > 0)
      .map(([category, ids]) => `${a.route} ${category} loses points on: ${ids.join(', ')}`),
  );
  return {
    tables: [
      {
        title: `Lighthouse, mobile (median of ${RUNS} runs by performance), build of ${build.builtAt}`,
        rows: audits.map((a) => ({
          route: a.route.startsWith('/order/') && a.route !== '/order/new' ? '/order/:id' : a.route,
          performance: a.scores.performance,
          accessibility: a.scores.accessibility,
          'best practices': a.scores['best-practices'],
          'LCP ms': a.lcpMs,
          'TBT ms': a.tbtMs,
          CLS: a.cls,
          'JS files': a.scripts.length,
          'JS gzip KiB': a.jsGzip / 1024,
          'other cores before': a.busyBefore ?? null,
        })),
      },
      {
        title: `JavaScript in the build: ${(build.initialGzip / 1024).toFixed(1)} KiB gzipped loaded up front by index.html, CSS ${(build.cssGzip / 1024).toFixed(1)} KiB gzipped`,
        rows: build.scripts.map((script) => ({
          file: script.name,
          'KiB': script.raw / 1024,
          'gzip KiB': script.gzip / 1024,
          loaded: script.initial ? 'up front' : 'on demand',
        })),
      },
    ],
    goals,
    notes,
    details: { runs: RUNS, build, audits },
  };
}
