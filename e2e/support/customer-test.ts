import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test`, failing any customer test whose page threw an uncaught
 * error: a screen that looks right while throwing is still broken.
 */
export const test = base.extend<{ uncaughtPageErrors: string[] }>({
  uncaughtPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? String(error)));
      page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
