import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { builtFileCaching } from './cache-control.ts';
import { compressFilesOnce } from './compressed-once.ts';
import { loadPageRenderer, RENDERER_FOLDER, servePage } from './customer-pages.ts';
import { isKitchen } from './shop-paths.ts';
import { storybook } from './storybook.ts';

interface WebAppOptions {
  webRoot: string | null;
  storybookRoot: string | null;
  /** The shop's public address (PUBLIC_URL), for the links a page makes to itself. */
  publicUrl: string | null;
  /** Origins besides ours that customers' pages post forms to (eSewa's payment form). */
  formTargets: readonly string[];
  /** The menu's version now (its ETag), which the pages that show only the menu are kept by. */
  menuVersion: () => string | null;
}

/**
 * A file's address (its last part has an extension: /sw.js, /icons/icon-192.png): one the build
 * lacks is not found, never the app's page, which a browser would take for a broken service
 * worker, script or manifest.
 */
const isFile = (url: string) => /\/[^/]*\.[a-z0-9]+$/i.test(url.split('?', 1)[0] ?? '');

/**
 * Serves the built React app: hashed assets forever, the other files always fresh, the customer's
 * pages rendered on the server (customer-pages.ts), and `index.html`, which the browser renders,
 * for the kitchen. Beside it, the UI kit's static Storybook at /storybook/, for designers.
 * Their folders are settings (WEB_ROOT, STORYBOOK_ROOT): without one, that part is not served.
 */
export async function webApp(app: FastifyInstance, { webRoot, storybookRoot, publicUrl, menuVersion, formTargets }: WebAppOptions) {
  if (!webRoot) {
    app.log.info('no WEB_ROOT: answering the API only');
    return;
  }
  const root = resolve(webRoot);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'no web build found: run `pnpm build`');
    return;
  }
  // Only what is rendered for one request is compressed for it (a page with its order); files are compressed once.
  await app.register(compress, { global: false, threshold: 1024 });
  compressFilesOnce(app);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes each file's brotli and gzip beside it, at their best (apps/web/vite/precompressed-files.ts):
    // sent as they are, to browsers that take them.
    preCompressed: true,
    // The server's renderer is code this server runs, not a file for browsers.
    allowedPath: (path) => !path.startsWith(`/${RENDERER_FOLDER}/`),
    setHeaders(res, path) {
      res.header('cache-control', builtFileCaching(path.includes('/assets/')));
    },
  });
  if (storybookRoot) await storybook(app, resolve(storybookRoot));
  else app.log.info('no STORYBOOK_ROOT: no Storybook at /storybook/');
  const renderer = await loadPageRenderer(root);
  if (!renderer) app.log.warn({ root }, 'the web build has no server renderer: every page is rendered in the browser');
  const page = renderer ? servePage(app, renderer, { origin: publicUrl, menuVersion, freshRenders: app.freshRenders, formTargets }) : null;
  app.get('/*', { compress: {} }, (request, reply) => {
    if (request.url.startsWith('/api/') || isFile(request.url)) return reply.callNotFound();
    if (!page || isKitchen(request.url)) return reply.sendFile('index.html');
    return page(request, reply);
  });
}
