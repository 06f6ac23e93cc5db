import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { storybook } from './storybook.ts';

/**
 * A file's address (its last part has an extension: /sw.js, /icons/icon-192.png): one the build
 * lacks is not found, never the app's page, which a browser would take for a broken service
 * worker, script or manifest.
 */
const isFile = (url: string) => /\/[^/]*\.[a-z0-9]+$/i.test(url.split('?', 1)[0] ?? '');

/**
 * Serves the built React app: hashed assets forever, `index.html` always fresh,
 * and `index.html` for any other path so deep links like /order/ABC123 load.
 * Beside it, the UI kit's static Storybook at /storybook/, for designers.
 * Their folders are settings (WEB_ROOT, STORYBOOK_ROOT): without one, that part is not served.
 */
export async function webApp(app: FastifyInstance, { webRoot, storybookRoot }: { webRoot: string | null; storybookRoot: string | null }) {
  if (!webRoot) {
    app.log.info('no WEB_ROOT: answering the API only');
    return;
  }
  const root = resolve(webRoot);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'no web build found: run `pnpm build`');
    return;
  }
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      const hashed = path.includes('/assets/');
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  if (storybookRoot) await storybook(app, resolve(storybookRoot));
  else app.log.info('no STORYBOOK_ROOT: no Storybook at /storybook/');
  app.get('/', (_request, reply) => reply.sendFile('index.html'));
  app.get('/*', (request, reply) => (request.url.startsWith('/api/') || isFile(request.url) ? reply.callNotFound() : reply.sendFile('index.html')));
}
