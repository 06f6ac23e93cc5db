import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium.ts';

const PORT = Number(process.env.E2E_PORT) || 3210;
/** Each port gets its own build and database, so two runs side by side never share files. */
const WEB_ROOT = `test-results/e2e-${PORT}/web`;
export const E2E_DATABASE_URL = `sqlite:test-results/e2e-${PORT}/pizza.db`;

/** The real server on a fresh SQLite database, the production build, Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: 'list',
  outputDir: `test-results/e2e-${PORT}/artifacts`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium', defaultBrowserType: 'chromium' } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `rm -rf test-results/e2e-${PORT} && npx vite build --logLevel warn --outDir ../../${WEB_ROOT} && node --import tsx src/server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/menu`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: E2E_DATABASE_URL,
      WEB_ROOT,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
    },
  },
});
