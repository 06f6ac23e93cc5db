/**
 * The web app's production build as `web` weighs it: made when missing (or asked), its JavaScript
 * files with their gzipped sizes, and the size of what a page fetched.
 *
 * Sizes are bytes of gzip as the server sends it (lib/gzip.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './gzip.ts';
import { BENCH_DIR, WEB_BUILD_DIR } from './packages.ts';

/**
 * Builds the web app when there is no build (`pnpm bench` makes one before it starts), or when
 * WEB_BUILD=1 asks: through Turborepo, which builds what the web app needs first and replays
 * whatever has not changed.
 */
export function ensureBuild(): void {
  if (existsSync(join(WEB_BUILD_DIR, 'index.html')) && process.env.WEB_BUILD !== '1') return;
  console.log('web: turbo run build --filter=@chulo/web');
  execFileSync('pnpm', ['--workspace-root', 'exec', 'turbo', 'run', 'build', '--filter=@chulo/web'], {
    cwd: BENCH_DIR,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
    timeout: 300_000,
  });
}

const gzipped = (file: string) => gzipSize(readFileSync(file));

/** Gzipped bytes of the build's files at these paths (as a page fetched them); a path the build lacks counts nothing. */
export const gzippedTotal = (paths: string[]) =>
  paths.reduce((sum, path) => sum + (existsSync(join(WEB_BUILD_DIR, path)) ? gzipped(join(WEB_BUILD_DIR, path)) : 0), 0);

/** Every JavaScript file of the build with its size, and which ones index.html loads up front (with their static imports). */
export function buildContents() {
  const assets = join(WEB_BUILD_DIR, 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const size = new Map(scripts.map((name) => [name, { raw: statSync(join(assets, name)).size, gzip: gzipped(join(assets, name)) }]));
  const html = readFileSync(join(WEB_BUILD_DIR, 'index.html'), 'utf8');
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
    builtAt: statSync(join(WEB_BUILD_DIR, 'index.html')).mtime.toISOString(),
  };
}
