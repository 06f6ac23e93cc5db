/**
 * The cost of rendering the customer's pages on the server (decision 018): `GET /menu`, rendered
 * for each request, against the built `index.html` served as a static file by the same server
 * (`/index.html`, which its static files plugin serves as it is), both as a phone asks for them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withTestDatabase } from '@chulo/test-lab';
import { type LoadResult, sideBySide } from './load.ts';
import { WEB_BUILD_DIR } from './packages.ts';
import { withServer } from './server.ts';

/** What Chromium asks for: each answer compressed as a phone receives it, the rendered page on every request. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const STATIC_PAGE = '/index.html';
const RENDERED_PAGE = '/menu';

export interface RenderedAgainstStatic {
  rendered: LoadResult;
  static: LoadResult;
  /** Uncompressed sizes of both answers. */
  renderedBytes: number;
  staticBytes: number;
}

/** The answer's uncompressed bytes, after checking it is the page asked for. */
async function pageBytes(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) {
    throw new Error(`GET ${url} answered ${response.status} ${response.headers.get('content-type')}, not a page`);
  }
  return Buffer.from(await response.arrayBuffer());
}

export async function renderedAgainstStatic(connections: number, seconds: number, warmUpSeconds: number): Promise<RenderedAgainstStatic> {
  return withTestDatabase('sqlite', (database) =>
    withServer({ databaseUrl: database.url, label: 'api-pages' }, async (server) => {
      const staticBytes = await pageBytes(server.baseUrl + STATIC_PAGE);
      // The server must answer the build's very file, not a page it rendered for that path.
      if (!staticBytes.equals(readFileSync(join(WEB_BUILD_DIR, 'index.html')))) throw new Error(`${STATIC_PAGE} is not the built index.html`);
      const renderedBytes = (await pageBytes(server.baseUrl + RENDERED_PAGE)).length;
      const page = (path: string) => ({
        url: server.baseUrl + path,
        connections,
        durationSeconds: seconds,
        headers: { 'accept-encoding': BROWSER_ENCODINGS },
        serverPid: server.pid,
      });
      const [rendered, served] = await sideBySide(page(RENDERED_PAGE), page(STATIC_PAGE), warmUpSeconds);
      return { rendered, static: served, renderedBytes, staticBytes: staticBytes.length };
    }),
  );
}
