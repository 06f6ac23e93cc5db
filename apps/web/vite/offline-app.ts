import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons, colourToken, MANIFEST_ICONS } from './app-icons.ts';
import { kitchenFiles } from './kitchen-files.ts';

const themeCss = readFileSync(createRequire(import.meta.url).resolve('@chulo/ui/theme.css'), 'utf8');

/**
 * What makes the shop an app a phone installs and opens offline: its manifest (the kit's colours,
 * icons drawn from the logo) and its service worker (service-worker/sw.ts, with the customer's
 * part of the build to download at install). The page registers the worker itself, once loaded
 * (src/customer/offline/): index.html gets no script for it, the shop's policy allowing none inline.
 */
export function offlineApp(sourceRoot: string): PluginOption[] {
  const kitchen = kitchenFiles(`${sourceRoot}kitchen/`);
  return [
    appIcons(new URL('../public/favicon.svg', import.meta.url)),
    kitchen,
    VitePWA({
      // Not in the tests' builds (src/index-html.test.ts builds in memory): the worker's own build writes to dist/ regardless.
      disable: Boolean(process.env.VITEST),
      strategies: 'injectManifest',
      srcDir: fileURLToPath(new URL('../service-worker/', import.meta.url)),
      filename: 'sw.ts',
      injectRegister: false,
      includeManifestIcons: false,
      injectManifest: {
        // The app's code and styles, the shell, the logo and icons; not the kitchen's code, which customers never run.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The server's renderer (dist/server/) is code the server runs: it never serves it.
        globIgnores: ['server/**'],
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => !kitchen.has(entry.url)), warnings: [] })],
      },
      manifest: {
        id: '/',
        name: 'Chulo Pizza',
        short_name: 'Chulo Pizza',
        description: 'Fresh pizza delivered in Kathmandu: pick your pizzas, pay on delivery and follow your order to your door.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: colourToken(themeCss, 'chili-800'),
        background_color: colourToken(themeCss, 'cream-100'),
        icons: MANIFEST_ICONS.map(({ file, size, purpose }) => ({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
      },
    }),
  ];
}
