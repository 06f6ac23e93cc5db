import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptSources } from './testing/content-security-policy.ts';
import { type RunningShop, useTestShop } from './testing/test-shop.ts';

/**
 * The inline scripts of a page of the stand-in build, read the plain way, apart from the server's
 * HTML parser: enough for pages written for this test, with no `<script` in an attribute.
 */
const inlineScriptsOf = (html: string) =>
  [...html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script\s*>/gi)].map(([, script]) => script as string);

const sha256Of = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const getFrom = (shop: RunningShop) => (path: string, headers: Record<string, string> = {}) =>
  fetch(`${shop.baseUrl}${path}`, { redirect: 'manual', headers });

/** The UI kit's Storybook beside the shop (issue 12), as the server serves the static build. */
describe('the Storybook at /storybook/', () => {
  const { shop } = useTestShop('sqlite', { webApp: true });
  const get = (path: string, headers?: Record<string, string>) => getFrom(shop)(path, headers);

  it('serves its pages, with its stories in frames of the same origin', async () => {
    const page = await get('/storybook/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Storybook</title>');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/(^|\s)\*(\s|;|$)/);
    expect(page.headers.get('cache-control')).toBe('no-cache');

    const story = await get('/storybook/iframe.html');
    expect(story.status).toBe(200);
    expect(await story.text()).toContain('storybook-root');
  });

  it("runs each page's own inline scripts, by their hashes, and no other inline script", async () => {
    const policies = new Set<string>();
    for (const path of ['/storybook/', '/storybook/index.html', '/storybook/iframe.html', '/storybook/iframe.html?id=actions-button--primary&viewMode=story']) {
      const page = await get(path);
      const scripts = inlineScriptsOf(await page.text());
      expect(scripts.length, path).toBeGreaterThan(0);
      const policy = page.headers.get('content-security-policy') ?? '';
      const sources = scriptSources(policy) ?? [];
      expect(sources, path).not.toContain("'unsafe-inline'");
      expect(sources, path).not.toContain("'unsafe-eval'");
      expect(sources.filter((source) => source.startsWith("'sha")).sort(), path).toEqual(scripts.map(sha256Of).sort());
      policies.add(policy);
    }
    // The manager's page and the stories' frame, each with its own.
    expect(policies.size).toBe(2);
  });

  it('has browsers keep the code its build names by content, and ask again for its pages', async () => {
    const code = await get('/storybook/assets/iframe-D3adB33f.js');
    expect(code.status).toBe(200);
    expect(code.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/storybook/iframe.html')).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the same policy with a 304, whose headers the browser keeps', async () => {
    const story = await get('/storybook/iframe.html');
    // As a browser revalidates its copy (fetch would add `no-cache`, which asks for the whole file again).
    const unchanged = await get('/storybook/iframe.html', { 'if-none-match': story.headers.get('etag') ?? '', 'cache-control': 'max-age=0' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('content-security-policy')).toBe(story.headers.get('content-security-policy'));
  });

  it('does not serve the files that describe how it was built, with every version in it', async () => {
    for (const path of ['/storybook/project.json', '/storybook/preview-stats.json']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toMatch(/\d+\.\d+\.\d+/);
    }
  });

  it('sends /storybook on to /storybook/', async () => {
    const answer = await get('/storybook');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/storybook/');
  });

  it('answers a file it does not have with 404, not with the shop', async () => {
    const answer = await get('/storybook/no-such-story.js');
    expect(answer.status).toBe(404);
  });

  it("keeps the shop's own pages under the shop's stricter policy", async () => {
    const shopPage = await get('/menu');
    expect(shopPage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('lets no page of the origin run an inline script but by its hash', async () => {
    for (const path of ['/', '/menu', '/order/ABC123', '/api/docs', '/storybook/', '/storybook/iframe.html', '/storybook/project.json', '/storybook/no-such-story.js']) {
      const policy = (await get(path)).headers.get('content-security-policy') ?? '';
      expect(scriptSources(policy), path).toBeDefined();
      expect(scriptSources(policy), path).not.toContain("'unsafe-inline'");
    }
  });
});

describe('without STORYBOOK_ROOT', () => {
  const { shop } = useTestShop('sqlite', { webApp: true, env: { STORYBOOK_ROOT: '' } });
  const get = (path: string) => getFrom(shop)(path);

  it("serves no Storybook: its page is the shop's deep link, its files are not found, under the shop's policy", async () => {
    expect(await (await get('/storybook/')).text()).toContain('<title>Pizza</title>');
    expect((await get('/storybook/iframe.html')).status).toBe(404);
    for (const path of ['/storybook/', '/storybook/iframe.html']) {
      const answer = await get(path);
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(scriptSources(policy), path).toEqual(["'self'"]);
    }
  });
});
