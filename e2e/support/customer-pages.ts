import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { GOOD_PHONE } from './customer-shop.ts';
import { atWidth, BOTH_WIDTHS, widthOf } from './screen-widths.ts';

/** A pizza's card on /menu. */
export function pizzaCard(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** The number between minus and plus, on the menu or in the cart. */
export function quantityOf(scope: Locator, pizza: string): Locator {
  return scope.getByRole('group', { name: `Quantity of ${pizza}` }).locator('[aria-live]');
}

/** The footer bar with the cart's summary. */
export function cartFooter(page: Page): Locator {
  return page.getByRole('contentinfo');
}

/** The footer's summary: how many pizzas, and what they cost. */
export async function expectCartFooter(page: Page, pizzas: string, total: string): Promise<void> {
  await expect(cartFooter(page).getByText(pizzas, { exact: true })).toBeVisible();
  await expect(cartFooter(page).getByText(total, { exact: true })).toBeVisible();
}

/** Home: the name, then the menu. */
export async function startOrdering(page: Page, name: string): Promise<void> {
  await page.goto('/');
  await page.getByPlaceholder('Your full name').fill(name);
  await page.getByRole('button', { name: 'Start ordering' }).click();
  await expect(page).toHaveURL('/menu');
  await expect(page.getByRole('heading', { name: 'Our menu' })).toBeVisible();
}

export async function addToCart(page: Page, pizza: string): Promise<void> {
  await pizzaCard(page, pizza).getByRole('button', { name: 'Add to cart' }).click();
  await expect(quantityOf(pizzaCard(page, pizza), pizza)).toHaveText('1');
}

/** What a customer picks in a pizza's choice sheet, each by the start of its label ('Large', 'Thin', 'Extra cheese', 'basil'). */
export interface SheetChoice {
  size?: string;
  crust?: string;
  extras?: string[];
  without?: string[];
}

/** On /menu: opens a pizza's choice sheet, chooses, and adds the pizza to the cart as chosen. */
export async function choosePizza(page: Page, pizza: string, { size, crust, extras = [], without = [] }: SheetChoice): Promise<void> {
  await pizzaCard(page, pizza).getByRole('button', { name: 'Choose size & toppings' }).click();
  const sheet = page.getByRole('dialog', { name: pizza });
  const pick = (role: 'radio' | 'checkbox', label: string) => sheet.getByRole(role, { name: new RegExp(`^${label}`) }).check();
  if (size) await pick('radio', size);
  if (crust) await pick('radio', crust);
  for (const extra of extras) await pick('checkbox', extra);
  for (const ingredient of without) await pick('checkbox', `No ${ingredient}`);
  await sheet.getByRole('button', { name: 'Add to cart' }).click();
  await expect(sheet).toHaveCount(0);
}

/** From anywhere with a full cart: the footer, the cart, the order form. */
export async function goToCheckout(page: Page): Promise<void> {
  await cartFooter(page).getByRole('link', { name: 'Open cart' }).click();
  await expect(page).toHaveURL('/cart');
  await page.getByRole('link', { name: 'Order pizzas' }).click();
  await expect(page).toHaveURL('/order/new');
  await expect(page.getByRole('heading', { name: "Ready to order? Let's go!" })).toBeVisible();
}

export function orderButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Order now for / });
}

/** Fills what the order form still needs; the name comes prefilled from home. */
export async function fillOrderForm(page: Page, { phone = GOOD_PHONE, address }: { phone?: string; address?: string }): Promise<void> {
  await page.getByLabel('Phone number').fill(phone);
  if (address !== undefined) await page.getByLabel('Address').fill(address);
}

/** Submits the order form and waits for the order's page; answers the order's id. */
export async function submitOrder(page: Page): Promise<string> {
  await orderButton(page).click();
  return landOnNewOrder(page);
}

/** Waits for the page of the order just placed; answers the order's id. */
export async function landOnNewOrder(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order\/[A-Z2-9]{8}$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: `Order ${id} Status` })).toBeVisible();
  return id;
}

/** One API call: its method and path (a path with ids as a pattern). */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PATCH';
  path: string | RegExp;
}

export const MENU_CALL: ApiCall = { method: 'GET', path: '/api/menu' };
export const ORDER_CREATION: ApiCall = { method: 'POST', path: '/api/order' };
export const PRIORITY_UPDATE: ApiCall = { method: 'PATCH', path: /^\/api\/order\/[^/]+$/ };
export const REVERSE_GEOCODE: ApiCall = { method: 'GET', path: '/api/geocode/reverse' };

function pathMatches(url: URL, { path }: ApiCall): boolean {
  return typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
}

/** Whether the page's `request` is that `call`. */
export function isCall(request: Request, call: ApiCall): boolean {
  return request.method() === call.method && pathMatches(new URL(request.url()), call);
}

/** The server answers `call` with a failure, as a broken database or network would make it. */
export async function failCall(page: Page, call: ApiCall, status = 500): Promise<void> {
  await page.route(
    (url) => pathMatches(url, call),
    (route) =>
      isCall(route.request(), call)
        ? route.fulfill({ status, json: { status: 'error', message: 'Broken on purpose by the e2e test' } })
        : route.fallback(),
  );
}

/** Holds every `call` until `release()`, so a test can see the screen while the call is still running. */
export async function holdCall(page: Page, call: ApiCall): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => pathMatches(url, call),
    async (route) => {
      if (isCall(route.request(), call)) await released;
      await route.fallback();
    },
  );
  return { release };
}

/** Records every `call` the page makes, to prove later that one was, or was not, sent. */
export function recordCalls(page: Page, call: ApiCall): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isCall(request, call)) calls.push(request);
  });
  return calls;
}

/** Marks the window: only a full reload forgets it. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as any).__customerE2eMark = true));
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as any).__customerE2eMark === true), 'the page was reloaded').toBe(true);
}

/** Keyboard only: presses Tab until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${maxPresses} presses of Tab never reached ${target}`);
}

/**
 * Looks at a screen at both widths, the page's own first: saves a screenshot under
 * test-results/screens/{phone,desktop}/ to look at, and runs axe-core, with no violation allowed. A test
 * tagged @both-widths runs at each width itself, and looks at its own only.
 */
export async function checkScreen(page: Page, screen: string): Promise<void> {
  const own = widthOf(page);
  const widths = test.info().tags.includes(BOTH_WIDTHS) ? [own] : [own, own === 'phone' ? 'desktop' : 'phone'] as const;
  for (const width of widths) {
    await atWidth(page, width, async () => {
      await page.screenshot({ path: `test-results/screens/${width}/${screen}.png`, fullPage: true, scale: 'css' });
      const { violations } = await new AxeBuilder({ page }).analyze();
      const found = violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(' ')) }));
      expect(found, `axe-core violations on ${screen} at the ${width}'s width`).toEqual([]);
    });
  }
}
