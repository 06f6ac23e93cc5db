import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inProcessFetch } from './in-process-fetch.ts';

/**
 * The web app's server renderer (apps/web/src/server/render-page.tsx, built into `server/` of the web
 * app's build), as this server calls it: loaded from the build folder like any of its files, so that
 * the server has no build-time dependency on the web app.
 */
interface PageRenderer {
  (request: Request, services: { fetch: typeof fetch; onFailure: (error: Error) => void }): Promise<
    { status: number; html: Readable } | { status: number; location: string }
  >;
}

/** Where the web app's build keeps its renderer: never served as a file. */
export const RENDERER_FOLDER = 'server';

/** The renderer of a web build at `root` (built index.html and `server/render-page.js`), or null for a build without one. */
export async function loadPageRenderer(root: string): Promise<PageRenderer | null> {
  const entry = resolve(root, RENDERER_FOLDER, 'render-page.js');
  if (!existsSync(entry)) return null;
  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as { createPageRenderer: (template: string) => PageRenderer };
  return createPageRenderer(readFileSync(resolve(root, 'index.html'), 'utf8'));
}

/**
 * Answers a customer page with the page rendered (ARCHITECTURE: the web app's routes, store and sagas,
 * run to their end for this request): its status (404 for an order that does not exist), or a redirect.
 * `origin` is the shop's public address when set (PUBLIC_URL), for the page's links to itself.
 */
export function servePage(app: FastifyInstance, render: PageRenderer, origin: string | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const leaving = new AbortController();
    reply.raw.on('close', () => leaving.abort());
    const url = new URL(request.url, origin ?? `${request.protocol}://${request.host}`);
    const page = await render(new Request(url, { signal: leaving.signal }), {
      fetch: inProcessFetch(app, request.ip),
      onFailure: (error) => request.log.debug({ err: error }, 'a page’s API call failed'),
    });
    if ('location' in page) return reply.redirect(page.location, page.status);
    // `private`: an order's page carries its customer's order; `no-cache`: the menu and the order change.
    return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'private, no-cache').send(page.html);
  };
}
