import { expect, test } from '@playwright/test';
import { widthOf } from './support/screen-widths.ts';

/**
 * The API's reference page as another team opens it, at a desk (once a run): Swagger UI over the OpenAPI
 * document, all from this server.
 */

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId: string }>>;
}

test('/api/docs shows every operation of the API and tries one, asking no other host and breaking no rule of the page policy', async ({ page, request, baseURL }) => {
  const document = (await (await request.get('/api/openapi.json')).json()) as OpenApiDocument;
  const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod).map(({ operationId }) => operationId));

  const elsewhere: string[] = [];
  page.on('request', (asked) => {
    if (new URL(asked.url()).origin !== new URL(baseURL!).origin) elsewhere.push(asked.url());
  });
  // Chromium reports each thing its Content-Security-Policy refused as a console error; scripts that fail show as page errors.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Chulo Pizza API/ })).toBeVisible();
  for (const operationId of operations) await expect(page.getByText(operationId, { exact: true }), operationId).toBeVisible();
  await page.screenshot({ path: `test-results/screens/api-docs/${widthOf(page)}.png`, fullPage: true });

  // Trying the menu from the page: the answer comes from this server, under the page's connect-src.
  const getMenu = page.locator('#operations-customer-getMenu');
  await getMenu.getByRole('button', { name: /GET \/api\/menu/ }).click();
  await getMenu.getByRole('button', { name: 'Try it out' }).click();
  await getMenu.getByRole('button', { name: 'Execute' }).click();
  await expect(getMenu.locator('.live-responses-table tbody .response-col_status')).toHaveText('200');
  await expect(getMenu.locator('.live-responses-table')).toContainText('Margherita');
  await getMenu.screenshot({ path: `test-results/screens/api-docs/${widthOf(page)}-tried.png` });

  expect(elsewhere).toEqual([]);
  expect(problems).toEqual([]);
});
