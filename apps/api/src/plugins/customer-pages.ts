import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inProcessFetch } from './in-process-fetch.ts';
import { inlineStylesheets } from './inline-stylesheet.ts';
import { renderedPageHeaders } from './security-headers.ts';

/**
 * The web app's server renderer (apps/web/src/server/render-page.tsx, built into `server/` of the web
 * app's build), as this server calls it: loaded from the build folder like any of its files, so that
 * the server has no build-time dependency on the web app.
 */
interface PageRenderer {
  (request: Request, services: { fetch: typeof fetch; onFailure: (error: Error) => void; origin: string | null }): Promise<
    { status: number; html: Readable; shared: boolean } | { status: number; location: string }
  >;
}

/** A page every customer sees alike, as rendered for one version of the menu, and compressed once for every request after. */
interface SharedPage {
  menu: string;
  encodings: Record<Encoding, Buffer>;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding a browser takes (`accept-encoding`): brotli, else gzip, else the page itself. */
function encodingFor(accepted: string | undefined): Encoding {
  const names = new Set((accepted ?? '').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase()));
  if (names.has('br')) return 'br';
  return names.has('gzip') ? 'gzip' : 'identity';
}

/** A page in every encoding, as the build compresses its files (brotli at its best for text, gzip at 9). */
const encoded = (html: Buffer): Record<Encoding, Buffer> => ({
  br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
  gzip: gzipSync(html, { level: 9 }),
  identity: html,
});

/** Few addresses have shared pages (/, /menu, /cart); a bound keeps a client asking for many paths from filling memory. */
const MOST_SHARED_PAGES = 16;

/**
 * The pages that show nothing but the menu (home, the menu, an empty cart), kept as rendered until
 * the menu changes (`menuVersion`: its ETag, which every instance's board renews on every change):
 * the busiest pages then cost a lookup instead of a render. Pages with a query are never kept.
 */
function sharedPages(menuVersion: () => string | null) {
  const pages = new Map<string, SharedPage>();
  return {
    find(url: URL): SharedPage['encodings'] | null {
      const page = pages.get(url.href);
      return page && page.menu === menuVersion() ? page.encodings : null;
    },
    async keep(url: URL, menu: string | null, html: Readable): Promise<Buffer> {
      const chunks: Buffer[] = [];
      for await (const chunk of html) chunks.push(Buffer.from(chunk as Uint8Array));
      const page = Buffer.concat(chunks);
      if (menu !== null && !url.search) {
        pages.delete(url.href);
        pages.set(url.href, { menu, encodings: encoded(page) });
        if (pages.size > MOST_SHARED_PAGES) pages.delete(pages.keys().next().value as string);
      }
      return page;
    },
  };
}

/**
 * The origin of the request a page is rendered from, whatever the request's `Host`: the page's API
 * calls are answered in this process (in-process-fetch.ts), and its links start from PUBLIC_URL
 * alone (`origin`), so the host a client writes reaches neither. `.invalid` is reserved (RFC 2606):
 * no page could link there by mistake.
 */
const RENDERING_ORIGIN = 'http://rendering.invalid';

/** Where the web app's build keeps its renderer: never served as a file. */
export const RENDERER_FOLDER = 'server';

/** A web build's renderer, and the CSP sources of the styles its pages carry. */
export interface LoadedRenderer {
  render: PageRenderer;
  styleSources: string[];
}

/**
 * The renderer of a web build at `root` (built index.html and `server/render-page.js`), or null for a
 * build without one. Its pages carry the build's stylesheet written into them (inline-stylesheet.ts).
 */
export async function loadPageRenderer(root: string): Promise<LoadedRenderer | null> {
  const entry = resolve(root, RENDERER_FOLDER, 'render-page.js');
  if (!existsSync(entry)) return null;
  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as { createPageRenderer: (template: string) => PageRenderer };
  const template = inlineStylesheets(readFileSync(resolve(root, 'index.html'), 'utf8'), root);
  return { render: createPageRenderer(template.html), styleSources: template.styleSources };
}

/**
 * Answers a customer page with the page rendered (ARCHITECTURE: the web app's routes, store and sagas,
 * run to their end for this request): its status (404 for an order that does not exist), or a redirect;
 * a page every customer sees alike, from the copy kept since the menu last changed.
 */
export function servePage(app: FastifyInstance, { render, styleSources }: LoadedRenderer, { origin, menuVersion }: PageOptions) {
  const shared = sharedPages(menuVersion);
  const security = renderedPageHeaders(styleSources);
  // `private`: an order's page carries its customer's order; `no-cache`: the menu and the order change.
  const html = (reply: FastifyReply, status: number) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'private, no-cache').headers(security);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Joined to the origin, not resolved against it: a path that starts with `//` stays a path, not another host.
    const url = new URL(`${RENDERING_ORIGIN}${request.url}`);
    const kept = shared.find(url);
    if (kept) {
      // Sent as compressed when kept (the compression plugin leaves an answer that names its encoding).
      const encoding = encodingFor(request.headers['accept-encoding']);
      const answer = html(reply, 200).header('vary', 'accept-encoding');
      return (encoding === 'identity' ? answer : answer.header('content-encoding', encoding)).send(kept[encoding]);
    }
    const leaving = new AbortController();
    reply.raw.on('close', () => leaving.abort());
    // Read before rendering: a change of the menu during the render leaves the page unkept.
    const menu = menuVersion();
    const page = await render(new Request(url, { signal: leaving.signal }), {
      fetch: inProcessFetch(app, request.ip),
      origin,
      onFailure: (error) => request.log.debug({ err: error }, 'a page’s API call failed'),
    });
    if ('location' in page) return reply.redirect(page.location, page.status);
    return html(reply, page.status).send(page.shared ? await shared.keep(url, menu, page.html) : page.html);
  };
}

export interface PageOptions {
  /** The shop's public address (PUBLIC_URL), for the page's absolute links; null: a page gives none (never the request's host). */
  origin: string | null;
  /** The menu's version now (null before it is loaded), which a kept page must have been rendered with. */
  menuVersion: () => string | null;
}
