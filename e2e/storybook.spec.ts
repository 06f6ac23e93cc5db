import { expect, type Page, test } from '@playwright/test';
import { widthOf } from './support/screen-widths.ts';

/**
 * The UI kit's Storybook as the running product serves it (issue 12), with a picture of every story.
 * Once a run: how the shop serves it does not change with the screen's width, and the kit's own story
 * tests render and play every story at a phone's width and a desktop's.
 */

interface StoryIndex {
  entries: Record<string, { id: string; type: 'story' | 'docs'; title: string; name: string }>;
}

/**
 * Every Content-Security-Policy violation in the page and its frames, as the browser reports it:
 * an inline script without its hash, an `eval`, a style or file the policy refuses.
 */
async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(violation: string): void }).reportCspViolation(
        `${event.documentURI}: ${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    ),
  );
  return violations;
}

test('the shop serves its Storybook at /storybook/, and every story renders there', async ({ page, request }) => {
  const index = (await (await request.get('/storybook/index.json')).json()) as StoryIndex;
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(stories.length).toBeGreaterThan(40);
  // A budget per story, so the kit can grow: on two cores running the API's tests beside this walk, a story
  // with its full-page picture takes a few seconds; one stuck for far longer still fails the test.
  test.setTimeout(60_000 + stories.length * 8_000);

  const violations = await cspViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const story of stories) {
    await page.goto(`/storybook/iframe.html?id=${story.id}&viewMode=story`);
    await expect(page.locator('#storybook-root > *').first(), `${story.title} / ${story.name}`).toBeAttached();
    // At CSS pixels, as the shop's screens are taken: the phone's 2.6 device pixels a pixel made each picture seven times the work.
    await page.screenshot({ path: `test-results/screens/stories/${widthOf(page)}/${story.id}.png`, fullPage: true, scale: 'css' });
  }
  expect(errors).toEqual([]);

  // The browsing page itself: the sidebar, and the introduction in its frame.
  await page.goto('/storybook/');
  await expect(page.frameLocator('#storybook-preview-iframe').getByRole('heading', { name: "Chulo Pizza's UI kit" })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `test-results/screens/stories/${widthOf(page)}/_storybook.png` });
  // Its pages run their own inline scripts by their hashes alone, and nothing is evaluated from text.
  expect(violations).toEqual([]);
});

test('Storybook tells a visitor no versions of the tools it is built with', async ({ request }) => {
  expect((await request.get('/storybook/project.json')).status()).toBe(404);
  for (const path of ['/storybook/', '/storybook/iframe.html', '/storybook/index.json']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).not.toMatch(/\d+\.\d+\.\d+/);
    expect(answer.headers(), path).not.toHaveProperty('server');
    expect(answer.headers(), path).not.toHaveProperty('x-powered-by');
  }
});
