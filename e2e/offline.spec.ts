import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, Response } from '@playwright/test';
import { addToCart, cartFooter, checkScreen, expectNotReloaded, markPage, pizzaCard } from './support/customer-pages.ts';
import { placeOrderByApi } from './support/customer-shop.ts';
import { expect, test } from './support/customer-test.ts';

/** The app installed and offline (issue 21): its service worker at work, which every other spec blocks. */
test.use({ serviceWorkers: 'allow' });
// One after another, in one worker: the new release's test changes the built service worker that the others install.
test.describe.configure({ mode: 'default' });

/** The note above every screen while offline. */
const offlineNote = (page: Page) => page.getByRole('status').filter({ hasText: 'You’re offline.' });
const LAST_KNOWN_NOTE = 'This is your order as we last saw it';

/** Waits until the app is installed: its service worker controls the page and has kept the menu the page loaded before it. */
async function waitUntilInstalled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async () => (await caches.match('/api/menu')) !== undefined);
}

test('offline, a customer opens the app, browses the last menu, fills the cart and reads the last known state of an order', async ({
  page,
  context,
  request,
  menu,
}) => {
  const orderId = await placeOrderByApi(request, { pizza: menu.pepperoni });
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Our menu' })).toBeVisible();
  await waitUntilInstalled(page);
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('heading', { name: `Order ${orderId} Status` })).toBeVisible();
  await expect(offlineNote(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Order ${orderId} Status` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: LAST_KNOWN_NOTE })).toBeVisible();
  await expect(offlineNote(page)).toBeVisible();
  await checkScreen(page, 'offline-order');

  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Our menu' })).toBeVisible();
  await expect(offlineNote(page)).toBeVisible();
  for (const pizza of menu.pizzas) await expect(pizzaCard(page, pizza.name)).toBeVisible();
  await addToCart(page, menu.margherita.name);
  await expect(cartFooter(page)).toContainText('1 pizza');
  await checkScreen(page, 'offline-menu');

  await context.setOffline(false);
  await expect(offlineNote(page)).toHaveCount(0);
  await expect(cartFooter(page)).toContainText('1 pizza');
});

test("a repeat visit downloads none of the app's code: the service worker has it", async ({ page, context }) => {
  await page.goto('/menu');
  await waitUntilInstalled(page);

  const fromNetwork: string[] = [];
  const fromServiceWorker: Response[] = [];
  // What the service worker itself asks of the network, and what the page got and from where.
  context.on('request', (request) => void (request.serviceWorker() && fromNetwork.push(request.url())));
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType())) fromServiceWorker.push(response);
  });
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Our menu' })).toBeVisible();

  expect(fromServiceWorker.length).toBeGreaterThan(0);
  for (const response of fromServiceWorker) expect(response.fromServiceWorker(), response.url()).toBe(true);
  expect(fromNetwork.filter((url) => /\.(js|css)$/.test(new URL(url).pathname))).toEqual([]);
});

test('the kitchen, which the app does not keep, still opens from the network once the app is installed', async ({ page }) => {
  await page.goto('/menu');
  await waitUntilInstalled(page);
  await page.goto('/kitchen/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a new release waits while the page in use runs the old one, and takes over when the customer reloads', async ({ page, menu }) => {
  await page.goto('/menu');
  await waitUntilInstalled(page);
  await addToCart(page, menu.margherita.name);
  await markPage(page);

  // The next release, as a deploy brings it: the server's service worker changes under the running page.
  const serviceWorkerFile = fileURLToPath(import.meta.resolve('@chulo/web/dist/sw.js'));
  const release = readFileSync(serviceWorkerFile, 'utf8');
  try {
    writeFileSync(serviceWorkerFile, `${release}\n// the next release`);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
  } finally {
    writeFileSync(serviceWorkerFile, release);
  }
  const newVersion = page.getByRole('status').filter({ hasText: 'A new version of Chulo Pizza is ready.' });
  await expect(newVersion).toBeVisible();

  // Meanwhile the page keeps working on its own version's files: the cart's screen still loads.
  await cartFooter(page).getByRole('link', { name: 'Open cart' }).click();
  await expect(page.getByText(`1× ${menu.margherita.name}`)).toBeVisible();
  await expectNotReloaded(page);

  const reloaded = page.waitForEvent('load');
  await newVersion.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as any).__customerE2eMark === true), 'the page was reloaded').toBe(false);
  await expect(page).toHaveURL('/cart');
  await expect(page.getByText('Your cart is still empty', { exact: false })).toBeVisible();
  await expect(newVersion).toHaveCount(0);
});
