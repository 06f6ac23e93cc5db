/**
 * `web`: the production build as a phone sees it (issue 21's goals). Lighthouse's mobile audit of
 * /, /menu, /cart, /order/new and an order page placed through the API, and of the floor (a bare app
 * on the design card's stack, lib/react-floor.ts, served by the same server), in turns in one run;
 * the JavaScript each route loads against the floor's; a second visit in the same browser profile,
 * which a service worker should answer without fetching the app's code again.
 *
 * Sizes are kB (1000 bytes, as Vite prints them) of gzip as the server sends it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, withTestDatabase } from '@chulo/test-lab';
import { auditInTurns, type RouteAudit } from './lib/lighthouse.ts';
import { buildReactFloor } from './lib/react-floor.ts';
import { repeatVisit } from './lib/repeat-visit.ts';
import type { TargetReport } from './lib/report.ts';
import { ENSURE_CHROMIUM } from './lib/packages.ts';
import { withServer } from './lib/server.ts';
import { fetchMenu, placeOrders } from './lib/shop-data.ts';
import { buildContents, ensureBuild, gzippedTotal } from './lib/web-build.ts';
import { FLOOR_ROUTE, kB, TBT_FLOOR_RATIO_GOAL, webGoals } from './lib/web-goals.ts';

// Five, the number Lighthouse's own guidance on variability suggests, and the issue's: the median of five resists one run disturbed by the machine.
const RUNS = Number(process.env.WEB_RUNS) || 5;
const CUSTOMER_ROUTES = ['/', '/menu', '/cart', '/order/new'];
const ORDER_ROUTE = '/order/:id';

/** The shop's server, and the same server serving the floor's build (no renderer in it: index.html for every page). */
async function withShopAndFloor<T>(floorDir: string, work: (shop: ServerProcess, floor: ServerProcess) => Promise<T>): Promise<T> {
  return withTestDatabase('sqlite', (shopDatabase) =>
    withServer({ databaseUrl: shopDatabase.url, label: 'web' }, (shop) =>
      withTestDatabase('sqlite', (floorDatabase) =>
        withServer({ databaseUrl: floorDatabase.url, label: 'web-floor', env: { WEB_ROOT: floorDir } }, (floor) => work(shop, floor)),
      ),
    ),
  );
}

/** The JavaScript a route's typical run fetched. */
function javaScriptOf(route: RouteAudit) {
  const scripts = route.typical.scripts;
  return { files: scripts.length, gzip: gzippedTotal(scripts) };
}

export async function web(): Promise<TargetReport> {
  execFileSync(process.execPath, [ENSURE_CHROMIUM], { stdio: 'inherit' });
  ensureBuild();
  const build = buildContents();
  console.log("web: building the floor (bare React 19 + react-router-dom data router + redux, react-redux, redux-saga), stock and with React Router's production files");
  const floorDir = mkdtempSync(join(tmpdir(), 'react-floor-build-'));
  try {
    const floor = await buildReactFloor();
    // The floor as the shop builds (React Router's production files) is the one audited: the blocking it shows is the stack's own.
    const likeForLike = await buildReactFloor({ reactRouterProduction: true, outDir: floorDir });
    const { audits, repeat } = await withShopAndFloor(floorDir, async (shop, floorServer) => {
      const { pizzas } = await fetchMenu(shop.baseUrl);
      const [orderId] = await placeOrders(shop.baseUrl, pizzas, 1, 7);
      const targets = [
        ...CUSTOMER_ROUTES.map((route) => ({ route, url: shop.baseUrl + route })),
        { route: ORDER_ROUTE, url: `${shop.baseUrl}/order/${orderId}` },
        { route: FLOOR_ROUTE, url: `${floorServer.baseUrl}/` },
      ];
      console.log(`web: Lighthouse (mobile) on ${targets.map((target) => target.route).join(', ')}, ${RUNS} runs in turns`);
      const audited = await auditInTurns(targets, RUNS);
      console.log('web: a second visit to /menu in the same browser profile');
      return { audits: audited, repeat: await repeatVisit(`${shop.baseUrl}/menu`) };
    });
    const routes = audits.filter((audit) => audit.route !== FLOOR_ROUTE);
    const floorAudit = audits.find((audit) => audit.route === FLOOR_ROUTE)!;
    const menu = routes.find((audit) => audit.route === '/menu')!;
    const menuJs = javaScriptOf(menu);
    const goals = webGoals({ routes, floorAudit, menuJs, floor, likeForLike, repeat });

    return {
      tables: [
        {
          title:
            `Lighthouse, mobile: median of ${RUNS} runs, each score and metric on its own, build of ${build.builtAt}; ` +
            `TBT × floor: against the floor's TBT in the same run (goal ≤ ${TBT_FLOOR_RATIO_GOAL}); JS: the files the page fetched, kB of gzip`,
          rows: audits.map((audit) => {
            const js = audit === floorAudit ? { files: likeForLike.files.length, gzip: likeForLike.gzip } : javaScriptOf(audit);
            return {
              route: audit.route,
              performance: audit.scores.performance,
              accessibility: audit.scores.accessibility,
              'best practices': audit.scores['best-practices'],
              SEO: audit.scores.seo,
              'FCP ms': audit.fcpMs,
              'LCP ms': audit.lcpMs,
              'TBT ms': audit.tbtMs,
              'TBT × floor': floorAudit.tbtMs > 0 ? (audit.tbtMs / floorAudit.tbtMs).toFixed(2) : '(floor 0 ms)',
              CLS: audit.cls,
              'JS files': js.files,
              'JS kB': kB(js.gzip),
              'other cores before (most)': Math.max(...audit.runs.map((run) => run.busyBefore ?? 0)),
            };
          }),
        },
        {
          title:
            'JavaScript budget of /menu, kB (1000 bytes) of gzip as the server sends it',
          // One decimal, as strings: the report rounds numbers over 100 to whole ones.
          rows: [
            { what: "floor: bare app on the card's stack, built by this Vite", kB: kB(floor.gzip).toFixed(1), '× floor': '1' },
            { what: "floor with React Router's production files, as the shop builds it", kB: kB(likeForLike.gzip).toFixed(1), '× floor': (likeForLike.gzip / floor.gzip).toFixed(3) },
            { what: '/menu', kB: kB(menuJs.gzip).toFixed(1), '× floor': (menuJs.gzip / floor.gzip).toFixed(3) },
          ],
        },
        {
          title: `JavaScript in the build: ${kB(build.initialGzip).toFixed(1)} kB gzipped named by index.html (with what it imports), CSS ${kB(build.cssGzip).toFixed(1)} kB gzipped`,
          rows: build.scripts.map((script) => ({ file: script.name, kB: kB(script.raw), 'gzip kB': kB(script.gzip), loaded: script.initial ? 'up front' : 'on demand' })),
        },
      ],
      goals,
      notes: audits.flatMap((audit) => [
        `${audit.route} largest paint: ${audit.typical.lcpElement} — ${audit.typical.lcpPhases}`,
        `${audit.route} longest tasks: ${audit.typical.longTasks}`,
        ...Object.entries(audit.typical.lost)
          .filter(([, ids]) => ids.length > 0)
          .map(([category, ids]) => `${audit.route} ${category} loses points on: ${ids.join(', ')}`),
      ]),
      details: { runs: RUNS, build, floor, likeForLike, audits, repeat },
    };
  } finally {
    rmSync(floorDir, { recursive: true, force: true });
  }
}
