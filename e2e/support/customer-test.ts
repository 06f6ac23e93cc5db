import { expect, test as base } from '@playwright/test';
import { readMenu, type ShopMenu } from './customer-shop.ts';

/**
 * Playwright's `test`, failing any customer test whose page threw an uncaught
 * error: a screen that looks right while throwing is still broken. A failed
 * test also carries the page's console errors, where the app logs its causes.
 * `menu` is the shop's menu as the server serves it when the test starts.
 */
export const test = base.extend<{ uncaughtPageErrors: string[]; menu: ShopMenu }>({
  menu: async ({ request }, use) => use(await readMenu(request)),
  uncaughtPageErrors: [
    async ({ page }, use, testInfo) => {
      const uncaught: string[] = [];
      const logged: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.stack ?? String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
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
