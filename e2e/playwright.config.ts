import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { LOAD_TEST_INTAKE, serverArguments } from '@chulo/test-lab';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@chulo/chromium';
import { chooseShopPort } from './support/shop-port.ts';

// Chosen once, by the first process to read this file (Playwright's runner), before it starts the
// server; the workers it starts later inherit the choice, when the port is already the server's.
process.env.E2E_SHOP_PORT ??= String(await chooseShopPort(process.env.E2E_PORT));
const PORT = Number(process.env.E2E_SHOP_PORT);

/** Each port gets its own database, so two runs side by side never share files. */
const RUN_DIR = fileURLToPath(new URL(`test-results/e2e-${PORT}/`, import.meta.url));
export const E2E_DATABASE_URL = `sqlite:${RUN_DIR}pizza.db`;

/** The builds the server serves, as the root's `pnpm start` names them; Turborepo makes both before this runs. */
const builtFolder = (file: string) => fileURLToPath(new URL('.', import.meta.resolve(file)));
const WEB_ROOT = builtFolder('@chulo/web/dist/index.html');
const STORYBOOK_ROOT = builtFolder('@chulo/ui/storybook/index.html');

/** A word of a shell command, quoted. */
const shellWord = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * The server as `pnpm start` runs it (its production build, which Turborepo makes before this runs,
 * serving the web app's build), on a fresh database. `exec` leaves no shell between Playwright and
 * the server, so Playwright's signals reach the server itself; and the server exits by itself when
 * Playwright dies without stopping it (SIGKILL, a closed terminal), so no run leaves it on its port.
 */
const SERVER_COMMAND = [
  `rm -rf ${shellWord(RUN_DIR)}`,
  `mkdir -p ${shellWord(RUN_DIR)}`,
  `exec ${[process.execPath, ...serverArguments({ built: true })].map(shellWord).join(' ')}`,
].join(' && ');

/** The real server on a fresh SQLite database, the production build, Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: 'list',
  outputDir: `${RUN_DIR}artifacts`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // The app's service worker answers the page's calls itself, where page.route cannot see them: only offline.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // Tests tagged @once check what no screen width changes (the server's answers and refusals, the product
    // started with `pnpm start`): the desktop project runs them, once a run. Screenshots and layouts stay at both widths.
    { name: 'phone', testIgnore: 'consumer/**', grepInvert: /@once/, use: { ...devices['Pixel 7'], browserName: 'chromium', defaultBrowserType: 'chromium' } },
    { name: 'desktop', testIgnore: 'consumer/**', use: { ...devices['Desktop Chrome'], browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    // Another team's project installing the published packages and calling this server: no browser.
    { name: 'consumer', testMatch: 'consumer/**/*.spec.ts' },
  ],
  webServer: {
    command: SERVER_COMMAND,
    url: `http://127.0.0.1:${PORT}/api/menu`,
    reuseExistingServer: false,
    timeout: 180_000,
    // As a deploy stops it: SIGTERM, then SIGKILL if it has not finished within the time.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: E2E_DATABASE_URL,
      WEB_ROOT,
      STORYBOOK_ROOT,
      RATE_LIMIT: 'off',
      // The suite places orders on both projects and no kitchen bakes them all.
      ...LOAD_TEST_INTAKE,
      LOG_LEVEL: 'warn',
    },
  },
});
