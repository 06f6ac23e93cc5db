import { expect, test } from '@playwright/test';

/** The UI kit's Storybook as the running product serves it (issue 12): a picture of every story at this project's width. */

interface StoryIndex {
  entries: Record<string, { id: string; type: 'story' | 'docs'; title: string; name: string }>;
}

test('the shop serves its Storybook at /storybook/, and every story renders there', async ({ page, request }, testInfo) => {
  test.setTimeout(300_000);
  const index = (await (await request.get('/storybook/index.json')).json()) as StoryIndex;
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(stories.length).toBeGreaterThan(40);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const story of stories) {
    await page.goto(`/storybook/iframe.html?id=${story.id}&viewMode=story`);
    await expect(page.locator('#storybook-root > *').first(), `${story.title} / ${story.name}`).toBeAttached();
    await page.screenshot({ path: `test-results/screens/stories/${testInfo.project.name}/${story.id}.png`, fullPage: true });
  }
  expect(errors).toEqual([]);

  // The browsing page itself: the sidebar, and the introduction in its frame.
  await page.goto('/storybook/');
  await expect(page.frameLocator('#storybook-preview-iframe').getByRole('heading', { name: "Chulo Pizza's UI kit" })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `test-results/screens/stories/${testInfo.project.name}/_storybook.png` });
});
