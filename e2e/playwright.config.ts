import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { freePort, LOAD_TEST_INTAKE, serverArguments } from '@chulo/test-lab';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@chulo/chromium';
import { DESKTOP, PHONE } from './support/screen-widths.ts';
import { chooseShopPort } from './support/shop-port.ts';

// Chosen once, by the first process to read this file (Playwright's runner), before it starts the
// servers; the workers it starts later inherit the choice, when the ports are already the servers'.
process.env.E2E_SHOP_PORT ??= String(await chooseShopPort(process.env.E2E_PORT));
process.env.E2E_BACK_OFFICE_PORT ??= String(await freePort());
process.env.E2E_KITCHEN_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_SHOP_PORT);

/** Each port gets its own folder, so two runs side by side never share files. */
const RUN_DIR = fileURLToPath(new URL(`test-results/e2e-${PORT}/`, import.meta.url));
/** The customers' shop: every spec but the staff's. */
const SHOP_DIR = `${RUN_DIR}shop/`;
export const E2E_DATABASE_URL = `sqlite:${SHOP_DIR}pizza.db`;

/** The builds the server serves, as the root's `pnpm start` names them; Turborepo makes both before this runs. */
const builtFolder = (file: string) => fileURLToPath(new URL('.', import.meta.resolve(file)));
const WEB_ROOT = builtFolder('@chulo/web/dist/index.html');
const STORYBOOK_ROOT = builtFolder('@chulo/ui/storybook/index.html');

/** A word of a shell command, quoted. */
const shellWord = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * A server as `pnpm start` runs it (its production build, which Turborepo makes before this runs,
 * serving the web app's build), on a fresh database in `folder`, on `port`. `exec` leaves no shell
 * between Playwright and the server, so Playwright's signals reach the server itself; and the server
 * exits by itself when Playwright dies without stopping it (SIGKILL, a closed terminal), so no run
 * leaves it on its port.
 */
function shopServer(port: number, folder: string) {
  return {
    command: [
      `rm -rf ${shellWord(folder)}`,
      `mkdir -p ${shellWord(folder)}`,
      `exec ${[process.execPath, ...serverArguments({ built: true })].map(shellWord).join(' ')}`,
    ].join(' && '),
    url: `http://127.0.0.1:${port}/api/menu`,
    reuseExistingServer: false,
    timeout: 180_000,
    // As a deploy stops it: SIGTERM, then SIGKILL if it has not finished within the time.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${folder}pizza.db`,
      WEB_ROOT,
      STORYBOOK_ROOT,
      RATE_LIMIT: 'off',
      // The suite places more orders than a kitchen bakes in its time.
      ...LOAD_TEST_INTAKE,
      LOG_LEVEL: 'warn',
    },
  };
}

/**
 * The specs that change what another test would see, or count what others do: the menu (a pizza sold
 * out, added, repriced), the shop's hours and delivery area, the kitchen's pace, the staff accounts
 * (and with them the kitchen's autopilot), the kitchen's board of every order, the day's sales. They
 * have shops of their own, each taken one test at a time: the owner's desk (menu, hours, staff, sales)
 * and the kitchen's floor (board, tickets, pace, phone orders, orders for later), side by side.
 */
const STAFF_SHOPS = {
  'back-office': { port: Number(process.env.E2E_BACK_OFFICE_PORT), specs: ['back-office.spec.ts', 'menu-choices.spec.ts', 'sales.spec.ts', 'shop-settings.spec.ts'] },
  kitchen: { port: Number(process.env.E2E_KITCHEN_PORT), specs: ['kitchen.spec.ts', 'kitchen-tickets.spec.ts', 'pacing.spec.ts', 'phone-orders.spec.ts', 'orders-for-later.spec.ts'] },
};
const staffShopFolder = (name: string) => `${RUN_DIR}${name}/`;
/** A staff shop's project: its database is the project's `metadata.databaseUrl`, which support/staff-shop.ts reads. */
const staffShopProjects = Object.entries(STAFF_SHOPS).map(([name, { port, specs }]) => ({
  name,
  testMatch: specs,
  workers: 1,
  metadata: { databaseUrl: `sqlite:${staffShopFolder(name)}pizza.db` },
  use: { ...PHONE, baseURL: `http://127.0.0.1:${port}` },
}));
/** Pages made for a desk. */
const DESK_SPECS = ['api-docs.spec.ts', 'storybook.spec.ts'];
/** The product started as the README starts it, on servers and databases of its own. */
const PRODUCT_START_SPEC = 'product-start.spec.ts';
const OTHER_PROJECTS_SPECS = [...Object.values(STAFF_SHOPS).flatMap(({ specs }) => specs), ...DESK_SPECS, PRODUCT_START_SPEC, 'consumer/**'];

/** The real server on fresh SQLite databases, the production build, Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  // Two tests at a time, each with its Chromium: a worker for each core of the small machines the suite runs on.
  workers: 2,
  retries: 0,
  // A test shares the machine with another test's browser and both servers: its steps may take longer than alone.
  timeout: 120_000,
  expect: { timeout: 15_000 },
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
  // A test runs once, at the width that matters most for it: a phone's, unless it is tagged. @both-widths marks
  // a test whose checks depend on the width (a layout), @desktop one of what belongs on a desk. Every screen's
  // picture and axe-core check are at both widths whatever the test's (checkScreen in support/customer-pages.ts).
  projects: [
    ...staffShopProjects,
    { name: 'desk', testMatch: DESK_SPECS, use: DESKTOP },
    { name: 'pnpm-start', testMatch: PRODUCT_START_SPEC },
    // Another team's project installing the published packages and calling this server: no browser. Its
    // install and type-checks are long and serial, so it starts before the customer's many short tests.
    { name: 'consumer', testMatch: 'consumer/**/*.spec.ts' },
    // The customer's screens, test by test on every worker: each test has its own browser context and its own orders.
    { name: 'phone', testIgnore: OTHER_PROJECTS_SPECS, grepInvert: /@desktop/, fullyParallel: true, use: PHONE },
    { name: 'desktop', testIgnore: OTHER_PROJECTS_SPECS, grep: /@both-widths|@desktop/, fullyParallel: true, use: DESKTOP },
  ],
  webServer: [shopServer(PORT, SHOP_DIR), ...Object.entries(STAFF_SHOPS).map(([name, { port }]) => shopServer(port, staffShopFolder(name)))],
});
