import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@chulo/chromium';
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** The widths the shop is designed for, named as in Storybook's viewport toolbar. */
const VIEWPORTS = { phone: { width: 412, height: 915 }, desktop: { width: 1280, height: 800 } };

/** Chromium at one of those widths: the addon sizes each story from Storybook's viewport global, over Vitest's own viewport. */
function chromiumAt(name: keyof typeof VIEWPORTS) {
  return {
    browser: 'chromium' as const,
    name,
    viewport: VIEWPORTS[name],
    provide: { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: { viewport: { value: name } } },
  };
}

export default defineConfig({
  plugins: [tailwindcss()],
  test: {
    projects: [
      {
        // Every story is a test: rendered in Chromium at a phone's and a desktop's width, its play function run, axe checked.
        // The widths are instances of one project, served by one Vite server: as two projects, two dependency optimisers
        // wrote at once to the addon's one cache folder (named after the Storybook config), each replacing what the other served.
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
        test: {
          name: 'stories',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Vitest's browser default, on purpose: with its page loaded first (the setup file), a story took at most 1.6 s
          // on two cores busy with other tests and CPU hogs, so a story still running after 15 s is stuck, not slow.
          testTimeout: 15_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } }),
            instances: [chromiumAt('phone'), chromiumAt('desktop')],
          },
        },
      },
    ],
  },
});
