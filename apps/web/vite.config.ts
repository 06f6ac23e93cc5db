import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { bareDynamicImports } from './vite/bare-dynamic-imports.ts';
import { reactRouterProductionBuild } from './vite/react-router-production.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/**
 * main.tsx imports the app only after starting the first screen's downloads; this
 * names the app (and the chunks it needs) in index.html, so the browser fetches
 * them from the start instead of after main.tsx has run. At low priority: the
 * first paint (index.html's header) needs the stylesheet and main.tsx, not the app.
 */
function preloadApp(): Plugin {
  return {
    name: 'chulo:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        const app = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.moduleIds.some((id) => id.endsWith('/apps/web/src/app/start-app.tsx')),
        );
        if (app?.type !== 'chunk') throw new Error('no chunk holds src/app/start-app.tsx');
        const preloaded = new Set([chunk?.fileName, ...(chunk?.imports ?? [])]);
        return [app.fileName, ...app.imports]
          .filter((file) => !preloaded.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), reactRouterProductionBuild(), preloadApp(), bareDynamicImports()],
  build: {
    assetsInlineLimit: 0,
    // No preloading of a lazy chunk's imports: index.html already names the app and what it imports
    // (preloadApp above), main.tsx starts each screen's code itself, and a lazy screen's few small
    // dependencies can follow it. With nothing to preload, bareDynamicImports drops the helper.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // main.tsx and what it needs to start the first screen: small, so it runs early.
            { name: 'index', tags: ['$initial'], priority: 4 },
            // The order page's screen in one file, not three: on a phone's network each file in flight takes a share of
            // the bandwidth the app needs. Below the app's priority, so that what both need (React) stays in the app.
            { name: 'order', test: /apps\/web\/src\/order\/(Order|OrderLine|MakePriority)\.tsx$/, priority: 1 },
            // The order's loader, with the order's sagas, the API client's order calls and the check of their answers
            // (what it imports), apart from the screen: they need nothing from the app, so main.tsx starts the order's
            // request while React is still downloading.
            { name: 'order-api', test: /apps\/web\/src\/order\/order-loader\.ts$/, priority: 2 },
            // The app: React, the router, the layout and the menu, in one file (with what it imports).
            { name: 'app', test: /apps\/web\/src\/app\/start-app\.tsx$/, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/images': apiTarget },
  },
  test: {
    // The screens' tests import their routes' code on first use: seconds on a busy 2-core machine
    // (CI runs the other packages' browser tests beside these).
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['src/test-setup.ts'] },
      },
      {
        extends: true,
        // The build's own plugins, in Node.
        test: { name: 'build', include: ['vite/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
