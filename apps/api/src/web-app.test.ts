import { describe, expect, it } from 'vitest';
import { useTestShop } from './testing/test-shop.ts';

/** The web app's build as the server serves it, with what makes it installable and work offline. */
describe('the web app', () => {
  const { shop } = useTestShop('sqlite', { webApp: true });
  const get = (path: string) => fetch(`${shop.baseUrl}${path}`);

  it('serves the service worker as a script, never kept unchecked: a new release reaches browsers on their next visit', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript\b/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // The worker's own policy is the one sent with it: it fetches from the shop, so it needs connect-src 'self'.
    expect(worker.headers.get('content-security-policy')).toContain("connect-src 'self'");
  });

  it('serves the manifest with its own content type', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json\b/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a file the build lacks with not found, not with the app page', async () => {
    for (const path of ['/workbox-4f2a.js', '/icons/icon-192.png', '/sw.js.map?v=2']) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('content-type'), path).not.toMatch(/html/);
    }
  });

  it("still answers a screen's address with its page", async () => {
    for (const path of ['/menu', '/kitchen/staff']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type'), path).toMatch(/^text\/html\b/);
    }
  });
});
