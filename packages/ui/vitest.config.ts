import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@chulo/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** The widths the shop is designed for. */
const VIEWPORTS = { phone: { width: 412, height: 915 }, desktop: { width: 1280, height: 800 } };

/** Every story is a test: rendered in Chromium at a phone's and a desktop's width, its play function run, axe checked. */
function storiesAt(name: keyof typeof VIEWPORTS): TestProjectInlineConfiguration {
  return {
    extends: true,
    // The addon sizes each story from Storybook's viewport global, over Vitest's own viewport.
    plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)), initialGlobals: { viewport: { value: name } } })],
    test: {
      name,
      browser: {
        enabled: true,
        headless: true,
        viewport: VIEWPORTS[name],
        provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss()],
  test: {
    projects: [
      storiesAt('phone'),
      storiesAt('desktop'),
      // The kit's build steps, in Node.
      { test: { name: 'build', include: ['build/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
