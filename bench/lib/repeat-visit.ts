/**
 * A customer's second visit, in the same browser profile as the first: does it start from the
 * service worker, with no network request for the app's code (/assets/*.js and *.css)? Playwright
 * drives Debian's Chromium, since it tells, for every answer, whether the service worker gave it,
 * and sees the worker's own requests to the network.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@chulo/chromium';

/** The app's code, which a worker that precaches the build should answer from its cache. */
const APP_CODE = /^\/assets\/.+\.(?:js|css)$/;
/** How long after the first page's load a service worker may take to register (the app registers it after load). */
const REGISTER_WAIT_MS = 5_000;
/** How long an installing worker may take to precache the build and become active. */
const ACTIVATE_WAIT_MS = 30_000;

export type RepeatVisit =
  | { serviceWorker: false }
  | {
      serviceWorker: true;
      /** The app's code the second visit loaded, and how many of those reached the network (the page's or the worker's own requests). */
      appCodeRequests: number;
      fromNetwork: string[];
    };

/** Asks the page until `check` holds, or `ms` have passed; false then. */
async function within(page: Page, ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (!(await page.evaluate(check))) {
    if (performance.now() > deadline) return false;
    await page.waitForTimeout(200);
  }
  return true;
}

/** True once a service worker is active for the page, false when none registers in time. */
async function serviceWorkerActive(page: Page): Promise<boolean> {
  if (!(await within(page, REGISTER_WAIT_MS, async () => (await navigator.serviceWorker.getRegistrations()).length > 0))) return false;
  const active = await within(page, ACTIVATE_WAIT_MS, async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
  if (!active) throw new Error(`a service worker registered but was not active ${ACTIVATE_WAIT_MS / 1000} s later`);
  return true;
}

export async function repeatVisit(url: string): Promise<RepeatVisit> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'load' });
    if (!(await serviceWorkerActive(first))) return { serviceWorker: false };
    await first.close();

    const fromNetwork: string[] = [];
    let appCodeRequests = 0;
    const appCode = (address: string) => APP_CODE.test(new URL(address).pathname);
    // The worker's own fetches: a cache miss it passes on to the network.
    context.on('request', (request) => {
      if (request.serviceWorker() && appCode(request.url())) fromNetwork.push(request.url());
    });
    const second = await context.newPage();
    second.on('response', (response) => {
      if (!appCode(response.url())) return;
      appCodeRequests++;
      if (!response.fromServiceWorker()) fromNetwork.push(response.url());
    });
    // The screens' chunks load after the document's load event.
    await second.goto(url, { waitUntil: 'networkidle' });
    return { serviceWorker: true, appCodeRequests, fromNetwork: [...new Set(fromNetwork)] };
  } finally {
    await browser.close();
  }
}
