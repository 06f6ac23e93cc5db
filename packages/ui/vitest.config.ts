import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Debian's Chromium, launched as every browser test here launches it (e2e/chromium.ts): no downloads, no background traffic. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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
