/**
 * Where the bench finds what it runs: its own folder, and the other workspace packages, reached
 * through their names and `exports` (bench/package.json depends on each). `pnpm bench` builds
 * them before it starts. The server is run through `@chulo/test-lab` (see lib/server.ts).
 */
import { realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file of another package, by name (it need not exist yet: a build may still have to make it). */
const fileOf = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

/** This package: the working directory of the helper processes it starts with tsx. */
export const BENCH_DIR = fileURLToPath(new URL('../', import.meta.url));

/** The production build of the web app, which the server serves (and compresses) as in production. */
export const WEB_BUILD_DIR = dirname(fileOf('@chulo/web/dist/index.html'));
/** The web app's package, whose Vite config builds it. */
export const WEB_DIR = realpathSync(dirname(WEB_BUILD_DIR));

/** The browser tests' check for Debian's Chromium and a Devanagari font (installs what is missing). */
export const ENSURE_CHROMIUM = fileOf('@chulo/chromium/ensure-chromium');
