import { expect, type Page, test } from '@playwright/test';
import { projectAccount, staffApi, staffForSpec } from './support/back-office.ts';
import { checkScreen } from './support/customer-pages.ts';
import { signInToKitchen } from './support/kitchen-staff.ts';

/**
 * A cook takes an order by phone while online orders are paused, reads its number and page to the
 * customer, and finds it on the board marked as a phone order; the customer opens that page. Another
 * is for later, paid by the rider's QR, and waits under the board's Later section. What the server
 * takes and refuses is apps/api's phone-orders.test.ts's.
 */

staffForSpec({ owner: 'e2e-phone-owner', kitchen: 'e2e-phone-cook' });

/** The cook, signed in, at the Phone order screen. */
async function openPhoneOrder(page: Page) {
  await signInToKitchen(page, projectAccount('e2e-phone-cook'));
  await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Phone order' }).click();
  await expect(page.getByRole('heading', { name: 'Phone order', level: 1 })).toBeVisible();
}

test('a cook takes an order by phone while online orders are paused, reads out its page, and sees it on the board', async ({ page, browser, request, baseURL }) => {
  const cook = await staffApi(request, baseURL!, projectAccount('e2e-phone-cook'));
  expect((await cook.send('PUT', '/api/staff/pacing/pause', { forMinutes: 15 })).status()).toBe(200);
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPhoneOrder(page);

    // Two Margheritas as they come, and a Large one with extra cheese, as the customer says them.
    const menu = page.getByRole('region', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Add Margherita' }).click();
    await menu.getByRole('button', { name: 'Add Margherita' }).click();
    await menu.getByRole('listitem').filter({ hasText: 'Margherita' }).getByRole('button', { name: 'Choose size & toppings' }).click();
    const sheet = page.getByRole('dialog', { name: 'Margherita' });
    await sheet.getByRole('radio', { name: /^Large/ }).check();
    await sheet.getByRole('checkbox', { name: /^Extra cheese/ }).check();
    await sheet.getByRole('button', { name: 'Add to cart' }).click();
    const lines = page.getByRole('region', { name: 'The order' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText('2× Margherita');
    await expect(lines.nth(1)).toContainText('1× Margherita · Large');

    await page.getByLabel('Customer’s name').fill('Hari Thapa');
    await page.getByLabel('Phone number').fill('9841000111');
    await page.getByLabel('Address').fill('Thamel Marg 12, Kathmandu');
    await page.getByLabel('Directions for the rider').fill('behind Bhatbhateni, blue gate');
    await page.getByRole('checkbox', { name: 'Priority' }).check();
    await checkScreen(page, 'kitchen-phone-order');

    await page.getByRole('button', { name: /^Take order for/ }).click();
    await expect(page.getByRole('heading', { name: 'Order taken for Hari Thapa' })).toBeFocused();
    const address = page.getByRole('status', { name: 'The order’s page' });
    await expect(address).toHaveText(new RegExp(`^${baseURL}/order/[A-Z0-9]{8}$`));
    const pageAddress = (await address.textContent())!;
    const id = pageAddress.split('/').at(-1)!;
    await expect(page.getByText(id, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageAddress);
    await checkScreen(page, 'kitchen-phone-order-taken');

    // On the board, marked as taken by phone.
    await page.getByRole('link', { name: 'See the board' }).click();
    const card = page.getByRole('article', { name: `Order #${id}` });
    await expect(card).toContainText('Phone order');
    await expect(card).toContainText('Hari Thapa');
    await card.scrollIntoViewIfNeeded();
    await checkScreen(page, 'kitchen-board-phone-order');

    // The customer opens the page read out to them, as any order's.
    const customer = await (await browser.newContext()).newPage();
    await customer.goto(pageAddress);
    await expect(customer.getByRole('heading', { name: `Order ${id} Status` })).toBeVisible();
  } finally {
    expect((await cook.send('DELETE', '/api/staff/pacing/pause')).status()).toBe(200);
  }
});

test('a cook takes a phone order for later, paid by the rider’s QR, and finds it under the board’s Later section', async ({ page, request, baseURL }) => {
  const cook = await staffApi(request, baseURL!, projectAccount('e2e-phone-cook'));
  let id = '';
  try {
    await openPhoneOrder(page);
    await page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: 'Add Margherita' }).click();
    await page.getByLabel('Customer’s name').fill('Sunita Gurung');
    await page.getByLabel('Phone number').fill('9841000222');
    await page.getByLabel('Address').fill('Jhamsikhel, Lalitpur');

    // The customer wants it later: the third time offered, clear of what the kitchen's queue may hold.
    const when = page.getByRole('combobox', { name: 'When' });
    await expect(when).toHaveValue('');
    await when.selectOption({ index: 3 });
    const chosen = (await when.locator('option:checked').textContent()) ?? '';
    expect(chosen).toMatch(/^(Today|Tomorrow), \d\d:(00|15|30|45)$/);
    await expect(when).toHaveAccessibleDescription(/^Baked to arrive (today|tomorrow) at \d\d:\d\d; it waits under Later on the board until then\.$/);
    await expect(page.getByRole('checkbox', { name: 'Priority' })).toBeDisabled();
    await page.getByRole('group', { name: 'How it is paid' }).getByRole('radio', { name: 'Pay the rider by QR' }).check();
    await checkScreen(page, 'kitchen-phone-order-for-later');

    await page.getByRole('button', { name: /^Take order for/ }).click();
    await expect(page.getByRole('heading', { name: 'Order taken for Sunita Gurung' })).toBeFocused();
    id = (await page.getByRole('status', { name: 'The order’s page' }).textContent())!.split('/').at(-1)!;
    const clock = chosen.slice(-5);
    await expect(page.getByRole('definition').first()).toHaveText(new RegExp(`^(Later today|Tomorrow), ${clock}$`));
    await expect(page.getByRole('definition').nth(1)).toHaveText('Pay the rider by QR');
    await checkScreen(page, 'kitchen-phone-order-for-later-taken');

    // Under Later, with its time and how the rider is paid, and in no column yet.
    await page.getByRole('link', { name: 'See the board' }).click();
    const card = page.getByRole('region', { name: /^Later/ }).getByRole('article', { name: `Order #${id}` });
    await expect(card).toContainText(new RegExp(`(Later today|Tomorrow), ${clock}`));
    await expect(card).toContainText('Phone order');
    await expect(card).toContainText('Pay the rider by QR');
    await expect(page.getByRole('region', { name: /^Preparing/ }).getByRole('article', { name: `Order #${id}` })).toHaveCount(0);
  } finally {
    if (id) expect((await cook.send('PATCH', `/api/staff/orders/${id}`, { status: 'cancelled' })).status()).toBe(200);
  }
});
