import type { Page } from '@playwright/test';
import {
  addToCart,
  cartFooter,
  failCall,
  fillOrderForm,
  goToCheckout,
  isCall,
  MENU_CALL,
  ORDER_CREATION,
  orderButton,
  PRIORITY_UPDATE,
  recordCalls,
  REVERSE_GEOCODE,
  startOrdering,
  submitOrder,
} from './support/customer-pages.ts';
import { KATHMANDU, KATHMANDU_POSITION, type MenuPizza, orderFromApi, placeOrderByApi } from './support/customer-shop.ts';
import { expect, test } from './support/customer-test.ts';

/** Every message of SPEC §8, where the customer meets it. */

const PHONE_ERROR = 'Provide us your correct Number please.';
const ADDRESS_PROBLEM = 'There was a problem getting your address. Make sure to fill this field!';

async function openOrderForm(page: Page, pizza: MenuPizza): Promise<void> {
  await startOrdering(page, 'Sabina Rai');
  await addToCart(page, pizza.name);
  await goToCheckout(page);
}

/** The error view (SPEC §2): the heading, the message, and 'Go Back' to where the customer came from. */
async function expectErrorView(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('main').getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible();
}

// Where the message sits is a layout: at both widths.
test('a wrong phone number is refused under the field, and no order is sent', { tag: '@both-widths' }, async ({ page, menu }) => {
  await openOrderForm(page, menu.margherita);
  const creations = recordCalls(page, ORDER_CREATION);
  const phone = page.getByLabel('Phone number');
  await fillOrderForm(page, { phone: '98-41-pizza', address: 'Thamel Marg 12, Kathmandu' });
  await orderButton(page).click();

  const message = page.getByText(PHONE_ERROR, { exact: true });
  await expect(message).toBeVisible();
  await expect(phone).toHaveAccessibleDescription(PHONE_ERROR);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  const [field, below] = [await phone.boundingBox(), await message.boundingBox()];
  expect(below!.y, 'the message sits under the phone field').toBeGreaterThanOrEqual(field!.y + field!.height);
  await expect(page).toHaveURL('/order/new');
  expect(creations, 'no order may reach the server').toHaveLength(0);
  await expect(cartFooter(page)).toBeVisible();

  // Correcting the number clears the message, and the order goes through.
  await phone.fill('984-1234567');
  await expect(message).toHaveCount(0);
  await submitOrder(page);
  expect(creations).toHaveLength(1);
});

test("a failed order call says 'Failed creating your order' and keeps the cart for another try", async ({ page, menu }) => {
  await openOrderForm(page, menu.margherita);
  await fillOrderForm(page, { address: 'Lazimpat, Kathmandu' });
  await failCall(page, ORDER_CREATION);
  await orderButton(page).click();

  await expect(page.getByRole('alert')).toHaveText('Failed creating your order');
  await expect(page).toHaveURL('/order/new');
  await expect(cartFooter(page)).toContainText('1 pizza');
  await expect(page.getByLabel('Address')).toHaveValue('Lazimpat, Kathmandu');

  await page.unrouteAll();
  await submitOrder(page);
  await expect(cartFooter(page)).toHaveCount(0);
});

test('an order the shop cannot take says why under SPEC’s message, and keeps the cart', async ({ page, menu }) => {
  await openOrderForm(page, menu.margherita);
  await fillOrderForm(page, { address: 'Lazimpat, Kathmandu' });
  const kitchenFull = 'The kitchen is full right now. Please try again in a little while';
  await page.route('**/api/order', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { status: 'error', message: kitchenFull } }) : route.fallback(),
  );
  await orderButton(page).click();

  await expect(page.getByRole('alert')).toHaveText(`Failed creating your order${kitchenFull}`);
  await expect(cartFooter(page)).toContainText('1 pizza');
});

test("a failed menu call shows 'Failed getting menu' in the error view", async ({ page }) => {
  await failCall(page, MENU_CALL);
  await page.goto('/');
  await page.getByPlaceholder('Your full name').fill('Sabina Rai');
  await page.getByRole('button', { name: 'Start ordering' }).click();

  await expect(page).toHaveURL('/menu');
  await expectErrorView(page, 'Failed getting menu');
  await expect(page.getByRole('search')).toBeVisible();
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/');
});

/**
 * What the page writes to the console as errors from here on. Chromium itself notes every 4xx
 * answer there ('Failed to load resource'), whatever the page makes of it: that line is the
 * browser's, not the app's, and is left out.
 */
function consoleErrors(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: the server responded with a status of 404')) {
      logged.push(message.text());
    }
  });
  return logged;
}

test("an unknown order id shows \"Couldn't find order #XYZ\", and no error in the console: it is an answer", async ({ page }) => {
  await startOrdering(page, 'Sabina Rai');
  const logged = consoleErrors(page);
  await page.getByRole('searchbox', { name: 'Search Order' }).fill('XYZ');
  await page.getByRole('searchbox', { name: 'Search Order' }).press('Enter');

  await expect(page).toHaveURL('/order/XYZ');
  await expectErrorView(page, "Couldn't find order #XYZ");
  expect(logged).toEqual([]);
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/menu');
  await expect(page.getByRole('heading', { name: 'Our menu' })).toBeVisible();
});

test("a shared link to an unknown order opens on \"Couldn't find order #XYZ\", with no error in the console", async ({ page }) => {
  const logged = consoleErrors(page);
  await page.goto('/order/XYZ');
  await expectErrorView(page, "Couldn't find order #XYZ");
  expect(logged).toEqual([]);
});

test("a failed priority update says 'Failed updating your order' and leaves the order as it was", async ({ page, request, menu }) => {
  const id = await placeOrderByApi(request, { pizza: menu.pepperoni });
  await page.goto(`/order/${id}`);
  const makePriority = page.getByRole('button', { name: 'Make a priority' });
  await failCall(page, PRIORITY_UPDATE);
  await makePriority.click();

  await expect(page.getByRole('alert')).toHaveText('Failed updating your order');
  await expect(makePriority).toBeEnabled();
  await expect(page.getByText('Priority', { exact: true })).toHaveCount(0);
  expect((await orderFromApi(request, id)).priority).toBe(false);
});

test.describe('the address lookup', () => {
  test.use({ geolocation: KATHMANDU });

  test('a refused location asks the customer to fill the address', async ({ page, context, menu }) => {
    await context.clearPermissions();
    await openOrderForm(page, menu.margherita);
    const address = page.getByLabel('Address');
    await page.getByRole('button', { name: 'Get Position' }).click();

    await expect(page.getByText(ADDRESS_PROBLEM, { exact: true })).toBeVisible();
    await expect(address).toHaveAccessibleDescription(ADDRESS_PROBLEM);
    await expect(address).toBeEnabled();
    await expect(address).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Get Position' })).toBeEnabled();

    // The field is still the customer's to fill, and the order goes through without a position.
    await fillOrderForm(page, { address: 'Baluwatar, Kathmandu' });
    const sent = page.waitForRequest((request) => isCall(request, ORDER_CREATION));
    await submitOrder(page);
    expect((await sent).postDataJSON()).toMatchObject({ address: 'Baluwatar, Kathmandu', position: '' });
  });

  test("a failed geocoding call logs 'Failed getting address' and asks the customer to fill the address", async ({ page, context, menu }) => {
    await context.grantPermissions(['geolocation']);
    await openOrderForm(page, menu.margherita);
    await failCall(page, REVERSE_GEOCODE);
    const logged = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('Failed getting address'));
    await page.getByRole('button', { name: 'Get Position' }).click();

    await logged;
    const address = page.getByLabel('Address');
    await expect(page.getByText(ADDRESS_PROBLEM, { exact: true })).toBeVisible();
    await expect(address).toHaveAccessibleDescription(ADDRESS_PROBLEM);
    await expect(address).toHaveValue('');

    // The device's position is kept even without an address: the rider can still find the door.
    await fillOrderForm(page, { address: 'Baluwatar, Kathmandu' });
    const sent = page.waitForRequest((request) => isCall(request, ORDER_CREATION));
    await submitOrder(page);
    expect((await sent).postDataJSON()).toMatchObject({ address: 'Baluwatar, Kathmandu', position: KATHMANDU_POSITION });
  });
});
