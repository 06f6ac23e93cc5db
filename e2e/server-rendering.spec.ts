import { type Page } from '@playwright/test';
import { expect, test } from './support/customer-test.ts';
import { addToCart, expectCartFooter, fillOrderForm, goToCheckout, pizzaCard, startOrdering, submitOrder } from './support/customer-pages.ts';
import { npr, placeOrderByApi } from './support/customer-shop.ts';

/** The API calls a page makes while it loads and settles: a page the server rendered needs none of its data again. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

/** The app's code, which the page's first script asks for once it has started holding taps. */
const APP_CODE = /\/assets\/app-[^/]+\.js$/;

/** Holds the app's code on its way, as a slow phone network would, until the answer is called: the page stays as the server sent it. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CODE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('pages rendered on the server', () => {
  test('each customer page arrives with its content, and the browser takes it over without fetching it again', async ({ page, menu }) => {
    const calls = apiCalls(page);
    for (const path of ['/', '/menu', '/cart', '/order/new']) {
      const answer = await page.request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(await answer.text(), path).toContain('id="page-state"');
    }
    const served = await (await page.request.get('/menu')).text();
    for (const pizza of menu.pizzas) expect(served).toContain(pizza.name);

    await page.goto('/menu');
    await expect(page).toHaveTitle('Menu · Chulo Pizza');
    await addToCart(page, menu.margherita.name);
    expect(calls, 'the menu came with the page').toEqual([]);
  });

  test('a rendered page brings its styles in itself, and the page’s policy lets them apply', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && refused.push(message.text())));
    const stylesheets: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'stylesheet' && stylesheets.push(request.url())));
    const releaseTheApp = await holdTheApp(page);
    // Taps before the first script has run are the browser's own, as with no script at all: the test taps once it holds them.
    const tapsHeld = page.waitForRequest(APP_CODE);
    const opening = page.goto('/menu');
    await tapsHeld;
    // The kit's chili-800 on the header, before the app has run.
    await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(134, 31, 22)');
    releaseTheApp();
    await opening;
    expect(stylesheets).toEqual([]);
    expect(refused).toEqual([]);
  });

  test('an order page comes with its status and prices, and the live feed follows it once the browser has it', async ({ page, menu }) => {
    await startOrdering(page, 'Sita Rendered');
    await addToCart(page, menu.margherita.name);
    await goToCheckout(page);
    await fillOrderForm(page, { address: 'Thamel, Kathmandu' });
    const id = await submitOrder(page);

    const served = await (await page.request.get(`/order/${id}`)).text();
    expect(served).toContain(`Order <!-- -->${id}<!-- --> Status`);
    expect(served).toContain(menu.margherita.name);

    const calls = apiCalls(page);
    await page.goto(`/order/${id}`);
    await expect(page.getByRole('heading', { name: `Order ${id} Status` })).toBeVisible();
    // The live feed opens; the order itself is not asked for again (the menu is, for the ingredients: SPEC §7).
    await expect.poll(() => calls).toContain(`GET /api/order/${id}/events`);
    expect(calls).not.toContain(`GET /api/order/${id}`);
    await page.getByRole('button', { name: 'Make a priority' }).click();
    await expect(page.getByText('Priority', { exact: true })).toBeVisible();
  });

  test('taps made before the browser has taken the page over count once it has', async ({ page, menu }) => {
    const releaseTheApp = await holdTheApp(page);
    // Taps before the first script has run are the browser's own, as with no script at all: the test taps once it holds them.
    const tapsHeld = page.waitForRequest(APP_CODE);
    const opening = page.goto('/menu');
    await tapsHeld;
    const card = pizzaCard(page, menu.margherita.name);
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('searchbox').fill('NQSUCH42');
    await page.getByRole('searchbox').press('Enter');
    // Typed after the search was sent: the search goes for what was in the box then.
    await page.getByRole('searchbox').fill('LATER999');
    await expect(page, 'nothing happens before').toHaveURL('/menu');
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');

    releaseTheApp();
    await opening;
    // In their order: one pizza (the second tap found its button gone, replaced by the quantity the first set), then the search.
    await expectCartFooter(page, '1 pizza', npr(menu.margherita.unitPrice));
    await expect(page).toHaveURL('/order/NQSUCH42');
    await expect(page.getByText("Couldn't find order #NQSUCH42")).toBeVisible();
  });

  test('the name sent from its field before the browser has taken the page over counts once it has, as it was sent', async ({ page }) => {
    const releaseTheApp = await holdTheApp(page);
    // Taps before the first script has run are the browser's own, as with no script at all: the test taps once it holds them.
    const tapsHeld = page.waitForRequest(APP_CODE);
    const opening = page.goto('/');
    await tapsHeld;
    const name = page.getByPlaceholder('Your full name');
    await name.fill('Hari Early');
    await name.press('Enter');
    await name.fill('Ram Later');
    await expect(page, 'the browser did not send the form itself').toHaveURL('/');

    releaseTheApp();
    await opening;
    await expect(page).toHaveURL('/menu');
    await expect(page.getByRole('heading', { name: 'Our menu' })).toBeVisible();
    // The header has the name, shown from a tablet's width up.
    await expect(page.getByRole('banner').getByText('Hari Early')).toBeAttached();
  });

  test('an empty name sent before the browser has taken the page over does nothing, whatever is typed after (SPEC §5)', async ({ page }) => {
    const releaseTheApp = await holdTheApp(page);
    // Taps before the first script has run are the browser's own, as with no script at all: the test taps once it holds them.
    const tapsHeld = page.waitForRequest(APP_CODE);
    const opening = page.goto('/');
    await tapsHeld;
    const name = page.getByPlaceholder('Your full name');
    await name.press('Enter');
    await name.fill('Hari Later');

    releaseTheApp();
    await opening;
    await expect(page.locator('html')).toHaveAttribute('data-interactive');
    // Sent then, the name would have gone to the menu, which the page would be fetching by now.
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL('/');
    await expect(name).toHaveValue('Hari Later');
    await expect(page.getByRole('button', { name: 'Start ordering' })).toBeVisible();
  });

  test('search engines are welcome on the customer’s pages and kept out of the kitchen and the API', async ({ request }) => {
    const answer = await request.get('/robots.txt');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
    const rules = (await answer.text()).split('\n').filter((line) => /^[A-Za-z]/.test(line));
    expect(rules).toEqual(['User-agent: *', 'Disallow: /kitchen', 'Disallow: /api/']);
  });

  // Its status (404) is the API's tests' (src/customer-pages.test.ts).
  test('an order that does not exist comes with SPEC’s message', async ({ page }) => {
    await page.goto('/order/NQSUCH42');
    await expect(page.getByText("Couldn't find order #NQSUCH42")).toBeVisible();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu and an order page can be read, and the header’s search finds an order', async ({ page, menu, request }) => {
    await page.goto('/menu');
    const { margherita } = menu;
    await expect(page.getByRole('heading', { name: margherita.name, exact: true })).toBeVisible();
    await expect(page.getByText(margherita.ingredients.join(', '), { exact: true })).toBeVisible();
    await expect(page.getByText(npr(margherita.unitPrice), { exact: true }).first()).toBeVisible();

    const id = await placeOrderByApi(request, { pizza: margherita, quantity: 2 });
    await page.getByRole('searchbox', { name: 'Search Order' }).fill(id);
    await page.getByRole('searchbox', { name: 'Search Order' }).press('Enter');
    await expect(page).toHaveURL(`/order/${id}`);
    await expect(page.getByRole('heading', { name: `Order ${id} Status` })).toBeVisible();
    await expect(page.getByText(`To pay on delivery: ${npr(2 * margherita.unitPrice)}`)).toBeVisible();
  });
});
