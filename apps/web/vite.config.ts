import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { PAGE_DESCRIPTIONS, PAGE_TITLES } from './src/router/page-heads.ts';
import { SCREEN_CHUNKS, type ScreenChunk } from './src/router/screens.ts';
import { PAGE_HEAD_MARKS, titleAndDescription } from './src/server/page-template.ts';
import { bareDynamicImports } from './vite/bare-dynamic-imports.ts';
import { eagerlyCompiled } from './vite/eagerly-compiled.ts';
import { offlineApp } from './vite/offline-app.ts';
import { precompressedFiles } from './vite/precompressed-files.ts';
import { reactRouterProductionBuild } from './vite/react-router-production.ts';
import { checkChunks, holding } from './vite/screen-chunks.ts';

const SOURCE_ROOT = fileURLToPath(new URL('./src/', import.meta.url));

/** A chunk that src/router/screens.ts names (and says why), as a code-splitting group: its files and what they import. */
const screenChunk = (name: ScreenChunk, priority: number) => ({ name, test: holding(SCREEN_CHUNKS[name], SOURCE_ROOT), priority });

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
        const app = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.name === 'app');
        if (app?.type !== 'chunk') throw new Error('the build made no app chunk');
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

/** Writes the home page's head (src/router/page-heads.ts) into index.html, between the marks where the server writes each page's own. */
function homePageHead(): Plugin {
  const [open, close] = PAGE_HEAD_MARKS;
  const head = titleAndDescription(PAGE_TITLES.home(), PAGE_DESCRIPTIONS.home);
  return {
    name: 'chulo:home-page-head',
    transformIndexHtml: (html) => html.replace(`${open}${close}`, `${open}${head}${close}`),
  };
}

/**
 * Two builds: the browser's (`vite build`), and the server's renderer of the customer screens
 * (`vite build --ssr src/server/render-page.tsx`), one file with everything it imports, which the
 * API server loads from the web app's build folder (dist/server/).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    reactRouterProductionBuild(),
    homePageHead(),
    ...(isSsrBuild
      ? []
      : [
          preloadApp(),
          bareDynamicImports(),
          checkChunks(SCREEN_CHUNKS, SOURCE_ROOT),
          // The app: React, the router and the layout, which take over a server-rendered page.
          eagerlyCompiled(['app']),
          precompressedFiles(),
          offlineApp(SOURCE_ROOT),
        ]),
  ],
  ssr: { noExternal: true },
  // The server's renderer takes React's production build: Node sets no NODE_ENV, and React's entry would pick its development build.
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  build: isSsrBuild ? { outDir: 'dist/server', assetsInlineLimit: 0 } : {
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
            // The order page's screen below the app's priority, so that what both need (React) stays in the app.
            screenChunk('order', 1),
            screenChunk('connection', 1),
            // The shop's rules that more than one chunk needs, on their own. Left to the order's loader (which the app needs
            // for a price's format and what an order id looks like), they made every page download the loader whole; in
            // the app's, the order page's request would wait for React.
            { name: 'shop-rules', test: /[\\/]packages[\\/]domain[\\/]/, minShareCount: 2, priority: 3 },
            screenChunk('order-api', 2),
            screenChunk('app', 2),
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
    // (CI runs the other packages' browser tests beside these). A hung test still fails, after a minute.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Screens, in jsdom.
        test: { name: 'screens', include: ['src/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['src/test-setup.ts'] },
      },
      {
        extends: true,
        // Slices, sagas, selectors and the server's rendering, in Node: a jsdom for each file cost more than most of these
        // files' tests. The few that read the page (early taps, the connection) ask for jsdom in their first line.
        test: { name: 'logic', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // The build's own plugins, in Node.
        test: { name: 'build', include: ['vite/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
}));
