/**
 * `web`'s goals (issue 21, and issue 11's JavaScript budget before it), judged on one run's
 * medians: every route's scores, largest paint and blocking time against the floor's, /menu's
 * JavaScript, and the repeat visit.
 */
import type { RouteAudit } from './lighthouse.ts';
import type { FloorBuild } from './react-floor.ts';
import type { RepeatVisit } from './repeat-visit.ts';
import type { Goal } from './report.ts';

export const FLOOR_ROUTE = 'floor';
export const TBT_FLOOR_RATIO_GOAL = 1.5;
const LCP_GOAL_MS = 1_200;
const SCORE_GOALS = { performance: 0.98, accessibility: 1, 'best-practices': 1, seo: 1 } as const;
/** Issue 21: /menu's first-load JavaScript no larger than before pages were rendered on the server (bytes of gzip). */
const MENU_JS_GOAL = 113_600;
/** Issue 11's budget: /menu's JavaScript at most 1.1 × the floor's, each way the floor is built. */
const MENU_BUDGET_FLOOR_RATIO = 1.1;

export const kB = (bytes: number) => bytes / 1000;

interface WebMeasurements {
  routes: RouteAudit[];
  floorAudit: RouteAudit;
  menuJs: { gzip: number };
  floor: FloorBuild;
  likeForLike: FloorBuild;
  repeat: RepeatVisit;
}

function scoreGoals(routes: RouteAudit[]): Goal[] {
  return Object.entries(SCORE_GOALS).map(([category, goal]) => {
    const score = (route: RouteAudit) => route.scores[category as keyof typeof SCORE_GOALS];
    const worst = routes.reduce((low, route) => (score(route) < score(low) ? route : low));
    return {
      goal: `Lighthouse ${category} ≥ ${goal} on every route (mobile, median)`,
      measured: `lowest ${score(worst)} (${worst.route}); ${routes.map((route) => `${route.route} ${score(route)}`).join(', ')}`,
      pass: routes.every((route) => score(route) >= goal),
    };
  });
}

function paintAndBlockingGoals(routes: RouteAudit[], floorAudit: RouteAudit): Goal[] {
  return routes.flatMap((route) => [
    { goal: `${route.route}: largest contentful paint ≤ ${LCP_GOAL_MS} ms (median)`, measured: `${Math.round(route.lcpMs)} ms`, pass: route.lcpMs <= LCP_GOAL_MS },
    {
      goal: `${route.route}: blocking time ≤ ${TBT_FLOOR_RATIO_GOAL} × the floor's in the same run (medians)`,
      measured:
        `${Math.round(route.tbtMs)} ms vs floor ${Math.round(floorAudit.tbtMs)} ms` +
        (floorAudit.tbtMs > 0 ? ` = ${(route.tbtMs / floorAudit.tbtMs).toFixed(2)} ×` : ''),
      pass: route.tbtMs <= TBT_FLOOR_RATIO_GOAL * floorAudit.tbtMs,
    },
  ]);
}

function repeatVisitGoal(repeat: RepeatVisit): Goal {
  return {
    goal: "A repeat visit to /menu starts from the service worker: no network request for the app's code (/assets/*.js, *.css)",
    measured: repeat.serviceWorker
      ? `${repeat.fromNetwork.length} of ${repeat.appCodeRequests} from the network${repeat.fromNetwork.length > 0 ? `: ${repeat.fromNetwork.join(', ')}` : ''}`
      : 'no service worker in this build',
    pass: repeat.serviceWorker && repeat.appCodeRequests > 0 && repeat.fromNetwork.length === 0,
  };
}

export function webGoals({ routes, floorAudit, menuJs, floor, likeForLike, repeat }: WebMeasurements) {
  const menuMeasured =
    `${kB(menuJs.gzip).toFixed(1)} kB = ${(menuJs.gzip / floor.gzip).toFixed(3)} × floor (${kB(floor.gzip).toFixed(1)} kB), ` +
    `${(menuJs.gzip / likeForLike.gzip).toFixed(3)} × the floor with React Router's production files (${kB(likeForLike.gzip).toFixed(1)} kB)`;
  const floorBudget = (build: FloorBuild, name: string): Goal => ({
    goal: `JavaScript /menu needs ≤ ${MENU_BUDGET_FLOOR_RATIO} × ${name} = ${kB(build.gzip * MENU_BUDGET_FLOOR_RATIO).toFixed(1)} kB gzip`,
    measured: menuMeasured,
    pass: menuJs.gzip <= build.gzip * MENU_BUDGET_FLOOR_RATIO,
  });
  const goals: Goal[] = [
    ...scoreGoals(routes),
    ...paintAndBlockingGoals(routes, floorAudit),
    { goal: `JavaScript /menu needs ≤ ${kB(MENU_JS_GOAL).toFixed(1)} kB gzip`, measured: menuMeasured, pass: menuJs.gzip <= MENU_JS_GOAL },
    floorBudget(floor, 'floor'),
    floorBudget(likeForLike, "the floor built with React Router's production files, as the shop is"),
    repeatVisitGoal(repeat),
  ];
  return goals;
}
