/**
 * One page audited by Lighthouse's mobile profile (simulated slow 4G and a 4× slower CPU) in an
 * already running Chromium, reduced to what the web goals read: the category scores, the paint and
 * blocking metrics, the scripts the page fetched, and why the largest paint and the blocking time
 * are what they are (the LCP element and its phases, the longest tasks).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@chulo/chromium';
import { waitForQuiet } from './load.ts';
import { median } from './shop-data.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The metrics every run records, each reduced to its own median over a route's runs. */
export const METRICS = ['fcpMs', 'lcpMs', 'tbtMs', 'cls'] as const;
type Metric = (typeof METRICS)[number];

export interface Audit extends Record<Metric, number> {
  scores: Record<Category, number | null>;
  /** The paths of the JavaScript files under /assets/ the page fetched. */
  scripts: string[];
  /** Audits that cost points, per category: what to fix. */
  lost: Record<string, string[]>;
  /** The largest paint's element and its phases (TTFB, load delay, load time, render delay), as Lighthouse splits it. */
  lcpElement: string;
  lcpPhases: string;
  /** The longest main-thread tasks (simulated at the slower CPU): where the blocking time comes from. */
  longTasks: string;
  /** Cores busy with other work just before the audit: Lighthouse's simulated CPU slowdown multiplies any contention. */
  busyBefore?: number;
}

/** A route's runs, and the median of each score and metric taken on its own. */
export interface RouteAudit extends Record<Metric, number> {
  route: string;
  scores: Record<Category, number>;
  runs: Audit[];
  /** The run whose performance score is the median: its scripts and diagnostics stand for the route. */
  typical: Audit;
}

/** Lighthouse could not record this run (a lost trace: NO_NAVSTART, NO_FCP); the page is not at fault. */
class LighthouseRunError extends Error {}

/** An audit's details: Lighthouse types them per audit only inside its own package. */
type Details = { items?: any[] } | undefined;

/** "TTFB 160 ms, Load Delay 0 ms, …" from the LCP element audit's second table. */
function lcpPhases(details: Details): string {
  const phases = (details?.items ?? []).find((item) => item.items?.[0]?.phase)?.items ?? [];
  return phases.map((phase: { phase: string; timing: number }) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ');
}

function lcpElement(details: Details): string {
  const node = (details?.items ?? []).find((item) => item.items?.[0]?.node)?.items[0].node;
  return node ? `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim() : 'none';
}

function longTasks(details: Details): string {
  const tasks = (details?.items ?? []) as { url: string; duration: number; startTime: number }[];
  return tasks
    .slice(0, 3)
    .map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms (${task.url.replace(/^https?:\/\/[^/]+/, '')})`)
    .join('; ') || 'none';
}

async function audit(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as any;
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as { url: string; resourceType?: string; mimeType?: string }[];
  const scripts = requests
    .filter((request) => request.resourceType === 'Script' || /javascript/.test(request.mimeType ?? ''))
    .map((request) => new URL(request.url).pathname)
    .filter((path) => path.startsWith('/assets/'));
  const lost: Record<string, string[]> = {};
  for (const category of CATEGORIES) {
    const refs = (lhr.categories[category]?.auditRefs ?? []) as { id: string; weight: number }[];
    lost[category] = refs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? null])) as Audit['scores'],
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts: [...new Set(scripts)],
    lost,
    lcpElement: lcpElement(lhr.audits['largest-contentful-paint-element']?.details),
    lcpPhases: lcpPhases(lhr.audits['largest-contentful-paint-element']?.details),
    longTasks: longTasks(lhr.audits['long-tasks']?.details),
  };
}

/** One audit, repeated (at most twice) when Lighthouse itself fails to record it. */
async function auditRecorded(url: string, port: number): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      console.log(`  ${url}: ${error.message}; running it again`);
    }
  }
}

/**
 * Each score and metric is the median of its own runs (the goals judge each metric, and one run
 * slow to paint need not be the one slow to run scripts); the diagnostics come from the run with
 * the median performance score.
 */
function summarise(route: string, runs: Audit[]): RouteAudit {
  const byPerformance = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const metrics = Object.fromEntries(METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))])) as Record<Metric, number>;
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category] ?? 0))])) as Record<Category, number>;
  return { route, scores, ...metrics, runs, typical: byPerformance[Math.floor(byPerformance.length / 2)]! };
}

/** A page to audit: `route` names it in the report. */
export interface AuditTarget {
  route: string;
  url: string;
}

/**
 * Audits every page `runs` times in turns (each page once, then each again…) in one Chromium, so
 * that the routes and the floor they are compared with share whatever the machine was doing, rather
 * than one of them taking all of a busy minute.
 */
export async function auditInTurns(targets: AuditTarget[], runs: number): Promise<RouteAudit[]> {
  const recorded = new Map(targets.map((target) => [target.route, [] as Audit[]]));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  try {
    for (let run = 1; run <= runs; run++) {
      for (const target of targets) {
        const busyBefore = await waitForQuiet();
        const audit = await auditRecorded(target.url, chrome.port);
        recorded.get(target.route)!.push({ ...audit, busyBefore });
        console.log(
          `  run ${run}/${runs} ${target.route}: performance ${audit.scores.performance}, LCP ${Math.round(audit.lcpMs)} ms, ` +
            `TBT ${Math.round(audit.tbtMs)} ms (${busyBefore.toFixed(2)} other cores before)`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return targets.map((target) => summarise(target.route, recorded.get(target.route)!));
}
