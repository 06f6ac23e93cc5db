import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { compressText, type Encoding, encodingFor } from './compressed-once.ts';
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

/** Few addresses have shared pages (/, /menu, /cart); a bound keeps a client asking for many paths from filling memory. */
const MOST_SHARED_PAGES = 16;

/**
 * The pages that show nothing but the menu (home, the menu, an empty cart), kept as rendered until
 * the menu changes (`menuVersion`: its ETag, which every instance's board renews on every change):
 * the busiest pages then cost a lookup instead of a render. A page whose screen reads its query
 * (the search form's) is never kept; any other query is no part of a page's address (pageAddress).
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
        pages.set(url.href, { menu, encodings: { ...(await compressText(page)), identity: page } });
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

/** A web build's renderer, the address its screens read of a request's (only the query they read), and the CSP sources of its pages' styles. */
export interface LoadedRenderer {
  render: PageRenderer;
  pageAddress: (url: URL) => URL;
  styleSources: string[];
}

/**
 * The renderer of a web build at `root` (built index.html and `server/render-page.js`), or null for a
 * build without one. Its pages carry the build's stylesheet written into them (inline-stylesheet.ts).
 */
export async function loadPageRenderer(root: string): Promise<LoadedRenderer | null> {
  const entry = resolve(root, RENDERER_FOLDER, 'render-page.js');
  if (!existsSync(entry)) return null;
  const { createPageRenderer, pageAddress } = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: (template: string) => PageRenderer;
    pageAddress: LoadedRenderer['pageAddress'];
  };
  const template = inlineStylesheets(readFileSync(resolve(root, 'index.html'), 'utf8'), root);
  return { render: createPageRenderer(template.html), pageAddress, styleSources: template.styleSources };
}

/**
 * Answers a customer page with the page rendered (ARCHITECTURE: the web app's routes, store and sagas,
 * run to their end for this request): its status (404 for an order that does not exist), or a redirect;
 * a page every customer sees alike, from the copy kept since the menu last changed.
 */
export function servePage(app: FastifyInstance, { render, pageAddress, styleSources }: LoadedRenderer, { origin, menuVersion, freshRenders, formTargets = [] }: PageOptions) {
  const shared = sharedPages(menuVersion);
  const security = renderedPageHeaders(styleSources, formTargets);
  // `private`: an order's page carries its customer's order; `no-cache`: the menu and the order change.
  const html = (reply: FastifyReply, status: number) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'private, no-cache').headers(security);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Joined to the origin, not resolved against it: a path that starts with `//` stays a path, not another host.
    const url = pageAddress(new URL(`${RENDERING_ORIGIN}${request.url}`));
    const kept = shared.find(url);
    if (kept) {
      // Sent as compressed when kept (the compression plugin leaves an answer that names its encoding).
      const encoding = encodingFor(request.headers['accept-encoding']);
      const answer = html(reply, 200).header('vary', 'accept-encoding');
      return (encoding === 'identity' ? answer : answer.header('content-encoding', encoding)).send(kept[encoding]);
    }
    // A render costs many times a kept page: each client has an allowance of them (429 past it).
    await freshRenders?.call(app, request, reply);
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
  /** Origins besides ours that the page's forms post to (eSewa's payment form). */
  formTargets?: readonly string[];
  /** The shop's public address (PUBLIC_URL), for the page's absolute links; null: a page gives none (never the request's host). */
  origin: string | null;
  /** The menu's version now (null before it is loaded), which a kept page must have been rendered with. */
  menuVersion: () => string | null;
  /** Counts a page rendered afresh against its client's allowance, refusing one past it (rate-limits.ts); null: no limit. */
  freshRenders: preHandlerAsyncHookHandler | null;
}
