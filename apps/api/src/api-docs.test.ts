import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCS_PATH, OPENAPI_PATH } from './routes/api-docs.ts';
import { useTestShop } from './testing/test-shop.ts';

/** Every route the shop registers, as Fastify's onRoute hook hears it on each instance the shop builds. */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const { default: fastify } = await importOriginal<typeof import('fastify')>();
  const listening: typeof fastify = ((options: never) =>
    fastify(options).addHook('onRoute', ({ method, url }) => {
      for (const one of [method].flat()) registered.push({ method: one, url });
    })) as never;
  return { default: listening };
});

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId: string }>>;
  components: { securitySchemes: Record<'kitchenSession' | 'csrfToken', { in: string; name: string }> };
}

const BUILT_DOCUMENT = readFileSync(fileURLToPath(import.meta.resolve('@chulo/api-client/openapi.json')), 'utf8');
const PASSWORD = 'correct horse battery';

/** The directives of a Content-Security-Policy by name, each with its sources. */
const directivesOf = (policy: string) => new Map(policy.split(';').map((directive) => directive.trim().split(/\s+/) as [string, ...string[]]).map(([name, ...sources]) => [name, sources]));

describe('the API reference: /api/openapi.json and /api/docs', () => {
  const { shop, api } = useTestShop('sqlite');
  const get = (path: string, headers: Record<string, string> = {}) => fetch(shop.baseUrl + path, { headers });
  let document: OpenApiDocument;

  beforeAll(async () => {
    document = (await api('GET', OPENAPI_PATH)).json;
  });

  it('serves the document @chulo/api-client built from the route table, as JSON asked again each time', async () => {
    const answer = await get(OPENAPI_PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await answer.text()).toBe(BUILT_DOCUMENT);

    const unchanged = await get(OPENAPI_PATH, { 'if-none-match': answer.headers.get('etag')! });
    expect(unchanged.status).toBe(304);
  });

  it('lists exactly the routes the server registers under /api, but for its own', () => {
    const served = registered
      // Fastify answers HEAD beside every GET by itself.
      .filter(({ method, url }) => method !== 'HEAD' && url.startsWith('/api/') && url !== OPENAPI_PATH && !url.startsWith(DOCS_PATH))
      .map(({ method, url }) => `${method} ${url}`);
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(served.length).toBeGreaterThan(10);
    expect(new Set(served)).toEqual(new Set(listed));
  });

  it('names the session cookie and CSRF header the server checks', async () => {
    const { kitchenSession, csrfToken } = document.components.securitySchemes;
    await shop.accounts.add('maya', PASSWORD);
    const signIn = await api('POST', '/api/staff/login', { username: 'maya', password: PASSWORD });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    expect(kitchenSession.in).toBe('cookie');
    expect(cookie).toMatch(new RegExp(`^${kitchenSession.name}=`));

    expect(csrfToken.in).toBe('header');
    const soldOut = { soldOut: true };
    expect((await api('PATCH', '/api/staff/menu/1', soldOut, { cookie })).status).toBe(403);
    expect((await api('PATCH', '/api/staff/menu/1', soldOut, { cookie, [csrfToken.name]: signIn.json.data.csrfToken })).status).toBe(200);
  });

  it('serves the reference page, whose scripts and styles all come from this server', async () => {
    const page = await get(DOCS_PATH);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    const files = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url!).filter((url) => url.startsWith(`${DOCS_PATH}/`));
    expect(files).toEqual([`${DOCS_PATH}/swagger-ui.css`, `${DOCS_PATH}/swagger-ui-bundle.js`, `${DOCS_PATH}/reference.js`]);
    expect(html.match(/(?:src|href)="(?!\/)/g)).toBeNull();
    for (const file of files) {
      const answer = await get(file);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('content-type'), file).toMatch(file.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
    }
    expect(await (await get(`${DOCS_PATH}/reference.js`)).text()).toContain(`url: '${OPENAPI_PATH}'`);
    const bundle = await get(`${DOCS_PATH}/swagger-ui-bundle.js`, { 'accept-encoding': 'gzip' });
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
  });

  it("keeps the page under the shop's own policy: scripts from this server only, and nothing from another host", async () => {
    const policy = (await get(DOCS_PATH)).headers.get('content-security-policy')!;
    const directives = directivesOf(policy);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe|https?:|\*/);
  });

  it('answers a file the page does not have with the API’s 404', async () => {
    for (const path of [`${DOCS_PATH}/index.html`, `${DOCS_PATH}/oauth2-redirect.html`, `${DOCS_PATH}/constructor`]) {
      const answer = await api('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.json, path).toEqual({ status: 'fail', message: `There is nothing at GET ${path}` });
    }
  });
});
