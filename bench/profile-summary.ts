/**
 * Where a server's CPU time went, from a profile written with BENCH_CPU_PROF=1 (node --cpu-prof):
 *   npx tsx profile-summary.ts profiles/<server>/<file>.cpuprofile [top]   (in bench/)
 * Prints self time by function, by module (package or source file), and total (inclusive) time
 * of the functions that take the most. The bench runs the built server: its frames are placed in
 * the TypeScript sources through the source maps the build writes beside its files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The workspace's root: files in it are named from there (apps/api/src/…, packages/domain/dist/…). */
const WORKSPACE_ROOT = fileURLToPath(new URL('../', import.meta.url));

const sourceMaps = new Map<string, SourceMap | null>();

/** The source map written beside a built file (`main.js.map` beside `main.js`), if there is one. */
function sourceMapOf(url: string): SourceMap | null {
  if (!sourceMaps.has(url)) {
    const mapFile = url.startsWith('file://') && !url.includes('/node_modules/') ? `${fileURLToPath(url)}.map` : null;
    sourceMaps.set(url, mapFile && existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  return sourceMaps.get(url)!;
}

/** Where a frame's code was written: the source file and line, for built code with a source map; the frame itself otherwise. */
function origin(frame: CallFrame): { url: string; lineNumber: number } {
  const entry = sourceMapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry || !('originalSource' in entry)) return frame;
  return { url: new URL(entry.originalSource, frame.url).href, lineNumber: entry.originalLine };
}

function moduleOf(url: string): string {
  if (!url) return '(native or idle)';
  // pnpm keeps packages under node_modules/.pnpm/<name@version>/node_modules/<name>: the last one names the package.
  const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (!url.startsWith('file://')) return url;
  const path = relative(WORKSPACE_ROOT, fileURLToPath(url));
  return path.startsWith('..') ? url : path;
}

function nameOf(node: ProfileNode): string {
  const { url, lineNumber } = origin(node.callFrame);
  return `${node.callFrame.functionName || '(anonymous)'} ${moduleOf(url)}:${lineNumber + 1}`;
}

function top(map: Map<string, number>, total: number, count: number): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`);
}

export function summarise(file: string, count = 25): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfTime.values()].reduce((sum, value) => sum + value, 0);
  const idle = [...selfTime].filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)').reduce((sum, [, t]) => sum + t, 0);

  const selfByFunction = new Map<string, number>();
  const selfByModule = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, micros] of selfTime) {
    const node = byId.get(id)!;
    selfByFunction.set(nameOf(node), (selfByFunction.get(nameOf(node)) ?? 0) + micros);
    const module = moduleOf(origin(node.callFrame).url);
    selfByModule.set(module, (selfByModule.get(module) ?? 0) + micros);
    // Count each function once per stack, however deep its recursion.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
    }
  }
  return [
    `${file}: ${(total / 1e6).toFixed(1)} s profiled, ${((idle / total) * 100).toFixed(1)} % idle`,
    '',
    'self time by module',
    ...top(selfByModule, total, count),
    '',
    'self time by function',
    ...top(selfByFunction, total, count),
    '',
    'total time (self and callees) by function',
    ...top(inclusive, total, count * 2),
  ].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const [file, count] = process.argv.slice(2);
  if (!file) {
    console.error('usage: npx tsx profile-summary.ts <file.cpuprofile> [top]   (in bench/)');
    process.exit(2);
  }
  console.log(summarise(file, Number(count) || 25));
}
