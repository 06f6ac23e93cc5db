import { describe, expect, it } from 'vitest';
import { useTestShop } from './testing/test-shop.ts';

/** The UI kit's Storybook beside the shop (issue 12), as the server serves the static build. */
describe('the Storybook at /storybook/', () => {
  const { shop } = useTestShop('sqlite', { webApp: true });
  const get = (path: string) => fetch(`${shop.baseUrl}${path}`, { redirect: 'manual' });

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
});
