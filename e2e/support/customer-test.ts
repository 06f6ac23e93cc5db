import { expect, type Response, test as base } from '@playwright/test';
import { readMenu, type ShopMenu } from './customer-shop.ts';

/**
 * What React says when the page the server rendered and the browser's first render differ, in
 * development's words or as production's numbered errors (react.dev/errors/418, 423, 425).
 */
const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|423|425)\b/i;

/**
 * Playwright's `test`, failing any customer test whose page threw an uncaught
 * error or warned of a page it could not take over from the server as it was
 * (hydration): a screen that looks right while throwing is still broken. A failed
 * test also carries the page's console errors, where the app logs its causes.
 * `menu` is the shop's menu as the server serves it when the test starts.
 */
export const test = base.extend<{ uncaughtPageErrors: string[]; menu: ShopMenu }>({
  menu: async ({ request }, use) => use(await readMenu(request)),
  // A page the server rendered shows its buttons before the app answers them (start-app.tsx marks the moment):
  // a test, like a customer, acts once it does. With JavaScript off, it never will.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      for (const method of ['goto', 'reload', 'goBack'] as const) {
        const load = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
        page[method] = (async (...args: unknown[]) => {
          const answer = await load(...args);
          await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
          return answer;
        }) as never;
      }
    }
    await use(page);
  },
  uncaughtPageErrors: [
    async ({ page }, use, testInfo) => {
      const uncaught: string[] = [];
      const logged: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.stack ?? String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
        if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text())) uncaught.push(message.text());
      });
      await use(uncaught);
      if (testInfo.status !== testInfo.expectedStatus && logged.length > 0) {
        await testInfo.attach('console errors', { body: logged.join('\n'), contentType: 'text/plain' });
      }
      expect(uncaught, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
