import { type Browser, type Page } from '@playwright/test';
import { messages, SHOP_PHONE_RULE } from '@chulo/api-client/contract';
import { keepShopSettings, projectAccount, staffApi, staffForSpec } from './support/back-office.ts';
import { addToCart, checkScreen, fillOrderForm, goToCheckout, orderButton, startOrdering, submitOrder } from './support/customer-pages.ts';
import { GOOD_PHONE } from './support/customer-shop.ts';
import { expect, test } from './support/customer-test.ts';
import { signInToKitchen } from './support/kitchen-staff.ts';

/**
 * The shop's hours, delivery area and phone, set by an owner on /kitchen/shop and met by customers
 * on the order form, their order's page and at the server. Every test puts the settings back as it
 * found them: the customers' specs expect a shop that is always open and delivers everywhere.
 */

staffForSpec({ owner: 'e2e-owner' });

/** The middle of Thamel, where the shop is, and Lakeside in Pokhara, some 140 km away. */
const THAMEL = { latitude: 27.7154, longitude: 85.3123 };
const POKHARA = { latitude: 28.2096, longitude: 83.9596 };

async function shopScreen(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToKitchen(page, projectAccount('e2e-owner'));
  await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Hours' }).click();
  await expect(page.getByRole('heading', { name: 'Hours and delivery' })).toBeVisible();
  return page;
}

/** An order placed straight at the server, as another client would send it. */
function orderData(pizzaId: number, position = '') {
  return { customer: 'Nima Sherpa', phone: GOOD_PHONE, address: 'Lakeside, Pokhara', priority: false, position, cart: [{ pizzaId, quantity: 1 }] };
}

test('closing the shop for the day stops orders with the opening time, and reopening takes them again', async ({ browser, page, request, baseURL, menu }) => {
  const owner = await staffApi(request, baseURL!, projectAccount('e2e-owner'));
  const settings = await keepShopSettings(owner);
  try {
    const kitchen = await shopScreen(browser);
    const closures = kitchen.getByRole('region', { name: 'Closures' });
    await closures.getByRole('button', { name: 'Add a closure' }).click();
    await closures.getByRole('textbox', { name: 'Reason' }).last().fill('Tihar');
    await closures.getByRole('button', { name: 'Save the closures' }).click();
    await expect(closures.getByRole('status')).toHaveText('Saved');
    await checkScreen(kitchen, 'shop-settings-closed-today');

    // The customer still browses and fills the cart; the form says when the shop opens, and takes no order.
    await startOrdering(page, 'Pasang Lama');
    await addToCart(page, 'Margherita');
    await goToCheckout(page);
    const refused = await request.post('/api/order', { data: orderData(menu.margherita.id) });
    expect(refused.status()).toBe(409);
    const { message } = await refused.json();
    expect(message).toMatch(/^The shop is closed right now\. It opens again /);
    const notice = page.locator('#shop-closed');
    await expect(notice).toContainText(message);
    await expect(notice).toContainText('Closed for Tihar.');
    await expect(orderButton(page)).toBeDisabled();
    await fillOrderForm(page, { address: 'Thamel Marg 12, Kathmandu' });
    await checkScreen(page, 'shop-settings-order-form-closed');

    // Reopened: the next visit to the form takes the order.
    await closures.getByRole('button', { name: 'Remove Tihar' }).click();
    await closures.getByRole('button', { name: 'Save the closures' }).click();
    await expect.poll(async () => (await owner.read('/api/staff/shop')).closures.some(({ reason }: { reason: string }) => reason === 'Tihar')).toBe(false);
    await page.goBack();
    await expect(page).toHaveURL('/cart');
    await page.getByRole('link', { name: 'Order pizzas' }).click();
    await expect(orderButton(page)).toBeEnabled();
    await expect(notice).toHaveCount(0);
    await fillOrderForm(page, { address: 'Thamel Marg 12, Kathmandu' });
    await submitOrder(page);
  } finally {
    await settings.restore();
  }
});

test('the weekly hours: a day closed all day, saved, shows as closed', async ({ browser, request, baseURL }) => {
  const owner = await staffApi(request, baseURL!, projectAccount('e2e-owner'));
  const settings = await keepShopSettings(owner);
  try {
    const kitchen = await shopScreen(browser);
    const hours = kitchen.getByRole('region', { name: 'Opening hours' });
    await hours.getByRole('button', { name: 'Remove Saturday’s hours 1' }).click();
    await expect(hours.getByText('Closed all day')).toHaveCount(1);
    await hours.getByRole('button', { name: 'Save the hours' }).click();
    await expect(hours.getByRole('status')).toHaveText('Saved');
    expect((await owner.read('/api/staff/shop')).hours[6]).toEqual([]);

    await hours.getByRole('button', { name: 'Open this day on Saturday' }).click();
    await expect(hours.getByRole('group', { name: 'Saturday, hours 1' })).toBeVisible();
  } finally {
    await settings.restore();
  }
});

test('a delivery area of 8 km around Thamel: a customer in Pokhara is told at once', async ({ browser, request, baseURL }) => {
  const owner = await staffApi(request, baseURL!, projectAccount('e2e-owner'));
  const settings = await keepShopSettings(owner);
  try {
    const kitchen = await shopScreen(browser);
    const area = kitchen.getByRole('region', { name: 'Delivery area' });
    await area.getByRole('checkbox', { name: /Deliver only near the shop/ }).check();
    await area.getByLabel('Shop’s latitude').fill(String(THAMEL.latitude));
    await area.getByLabel('Shop’s longitude').fill(String(THAMEL.longitude));
    await area.getByLabel('Radius in km').fill('8');
    await area.getByRole('button', { name: 'Save the delivery area' }).click();
    await expect(area.getByRole('status')).toHaveText('Saved');
    expect((await owner.read('/api/staff/shop')).deliveryArea).toEqual({ center: THAMEL, radiusKm: 8 });
    await checkScreen(kitchen, 'shop-settings-delivery-area');

    // A customer whose phone is in Pokhara: 'Get Position' finds the address, and the form says no.
    const pokhara = await (await browser.newContext({ geolocation: POKHARA, permissions: ['geolocation'] })).newPage();
    await startOrdering(pokhara, 'Gita Gurung');
    await addToCart(pokhara, 'Margherita');
    await goToCheckout(pokhara);
    await pokhara.getByLabel('Phone number').fill(GOOD_PHONE);
    await pokhara.getByRole('button', { name: 'Get Position' }).click();
    await expect(pokhara.getByLabel('Address')).toHaveValue(/Pokhara/);
    await expect(pokhara.getByText(messages.outsideDeliveryArea(8))).toBeVisible();
    await checkScreen(pokhara, 'shop-settings-order-form-outside-area');
    // Visiting Pokhara, ordering to their flat in Kathmandu: the address typed over the found one takes the position with it.
    await pokhara.getByLabel('Address').fill('Jyatha, Thamel, Kathmandu');
    await expect(pokhara.getByText(messages.outsideDeliveryArea(8))).toBeHidden();
    await expect(pokhara.getByRole('button', { name: 'Get Position' })).toBeVisible();
    await submitOrder(pokhara);
  } finally {
    await settings.restore();
  }
  expect((await owner.read('/api/staff/shop')).deliveryArea).toBeNull();
});

test('the shop’s phone, set by an owner, gives customers “Call the shop” on their order’s page', async ({ browser, page, request, baseURL }) => {
  const owner = await staffApi(request, baseURL!, projectAccount('e2e-owner'));
  const settings = await keepShopSettings(owner);
  try {
    const kitchen = await shopScreen(browser);
    const phone = kitchen.getByRole('region', { name: 'The shop’s phone' });
    // Not a number: refused beside the save, before it is sent.
    await phone.getByLabel('Phone number').fill('call us');
    await phone.getByRole('button', { name: 'Save the phone number' }).click();
    await expect(phone.getByRole('alert')).toHaveText(SHOP_PHONE_RULE);
    // A Kathmandu landline, as a shop's number often is.
    await phone.getByLabel('Phone number').fill('01-5555555');
    await phone.getByRole('button', { name: 'Save the phone number' }).click();
    await expect(phone.getByRole('status')).toHaveText('Saved');
    expect((await owner.read('/api/staff/shop')).phone).toBe('01-5555555');
    await checkScreen(kitchen, 'shop-settings-phone');

    await startOrdering(page, 'Pemba Sherpa');
    await addToCart(page, 'Margherita');
    await goToCheckout(page);
    await fillOrderForm(page, { address: 'Thamel Marg 12, Kathmandu' });
    const orderId = await submitOrder(page);
    const call = page.getByRole('link', { name: /^Call the shop/ });
    await expect(call).toHaveText('Call the shop 01-5555555');
    await expect(call).toHaveAttribute('href', 'tel:015555555');
    await checkScreen(page, 'order-page-call-the-shop');
    // The page as the server renders it, opened afresh, says it too.
    await page.goto(`/order/${orderId}`);
    await expect(call).toHaveAttribute('href', 'tel:015555555');
  } finally {
    await settings.restore();
  }
  expect((await owner.read('/api/staff/shop')).phone).toBeNull();
});
