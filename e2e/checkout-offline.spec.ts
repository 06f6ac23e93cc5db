import type { BrowserContext, Page, Request } from '@playwright/test';
import { countStoredOrders } from '@chulo/test-lab';
import { E2E_DATABASE_URL } from './playwright.config.ts';
import {
  addToCart,
  checkScreen,
  fillOrderForm,
  goToCheckout,
  landOnNewOrder,
  ORDER_CREATION,
  orderButton,
  recordCalls,
  startOrdering,
} from './support/customer-pages.ts';
import { GOOD_PHONE } from './support/customer-shop.ts';
import { expect, test } from './support/customer-test.ts';

/**
 * Issue 21: the connection drops while an order is being placed. The order waits for the network,
 * goes again under the same Idempotency-Key when the browser says the network is back, and the
 * customer lands on its page: the server holds exactly one order, whichever half of the exchange
 * was lost.
 */

/** A customer name no other test or run uses, so the database's count of their orders is this test's alone. */
const uniqueCustomer = (what: string) => `${what} ${test.info().project.name} ${Date.now().toString(36)}`;

async function openOrderForm(page: Page, customer: string, pizza: string): Promise<void> {
  await startOrdering(page, customer);
  await addToCart(page, pizza);
  await goToCheckout(page);
  await fillOrderForm(page, { address: 'Thamel Marg 12, Kathmandu' });
}

const waitingNote = (page: Page) => page.getByRole('status').filter({ hasText: 'Waiting for the network' });

/**
 * The connection drops as the order leaves, until `restore()`: before the shop has it (`'request'`),
 * or once the shop has it and before its answer reaches the phone (`'answer'`). `placedId()` is the
 * id the shop gave it, when it got it.
 */
async function dropConnection(page: Page, context: BrowserContext, lost: 'request' | 'answer'): Promise<{ placedId: () => string; restore: () => Promise<void> }> {
  let placedId = '';
  await page.route('**/api/order', async (route) => {
    if (lost === 'answer') placedId = (await (await route.fetch()).json()).data.id;
    // The request fails before the browser goes offline: once offline, the browser may fail it by itself first.
    await route.abort('internetdisconnected');
    await context.setOffline(true);
  });
  return {
    placedId: () => placedId,
    restore: async () => {
      // Once no handler is still at work: one still taking the network away would undo the restore.
      await page.unrouteAll({ behavior: 'wait' });
      await context.setOffline(false);
    },
  };
}

/** Every order creation carried the checkout's one key, and there was a retry. */
function expectOneKeyRetried(creations: Request[]): void {
  const keys = creations.map((request) => request.headers()['idempotency-key']);
  expect(keys.length, 'the order was sent again').toBeGreaterThanOrEqual(2);
  expect(new Set(keys), 'every sending under the one key').toEqual(new Set([keys[0]]));
}

test('the request is lost: the order waits for the network, goes when it is back, and the shop has it once', async ({ page, context, menu }) => {
  const customer = uniqueCustomer('Offline Request');
  await openOrderForm(page, customer, menu.margherita.name);
  const creations = recordCalls(page, ORDER_CREATION);

  const network = await dropConnection(page, context, 'request');
  await orderButton(page).click();
  await expect(waitingNote(page)).toBeVisible();
  await expect(waitingNote(page)).toContainText('will be sent as soon as the connection is back');
  await expect(page.getByRole('button', { name: 'placing order...' })).toBeDisabled();
  await expect(page.getByLabel('Address')).toHaveValue('Thamel Marg 12, Kathmandu');
  await checkScreen(page, 'order-waiting-for-network');
  expect(await countStoredOrders(E2E_DATABASE_URL, { customer })).toBe(0);

  // The browser's `online` event sends it at once: no waiting for the retry schedule.
  await network.restore();
  await landOnNewOrder(page);
  expectOneKeyRetried(creations);
  expect(await countStoredOrders(E2E_DATABASE_URL, { customer })).toBe(1);
});

test('offline before ordering, with no service worker: the code that sends the order comes with the network, and the order with it', async ({ page, context, menu }) => {
  const customer = uniqueCustomer('Offline Before');
  await openOrderForm(page, customer, menu.margherita.name);

  await context.setOffline(true);
  await orderButton(page).click();
  await expect(waitingNote(page)).toBeVisible();
  expect(await countStoredOrders(E2E_DATABASE_URL, { customer })).toBe(0);

  await context.setOffline(false);
  await landOnNewOrder(page);
  expect(await countStoredOrders(E2E_DATABASE_URL, { customer })).toBe(1);
});

test('an order waiting for the network goes as it was sent: what the form holds meanwhile does not change it', async ({ page, context, menu }) => {
  await openOrderForm(page, uniqueCustomer('Changed Meanwhile'), menu.margherita.name);
  const creations = recordCalls(page, ORDER_CREATION);

  await context.setOffline(true);
  await orderButton(page).click();
  await expect(waitingNote(page)).toBeVisible();
  await page.getByLabel('Phone number').fill('+977 980-0000000');
  await page.getByLabel('Want to give your order priority?').check();

  await context.setOffline(false);
  await landOnNewOrder(page);
  expect(creations.at(-1)?.postDataJSON()).toMatchObject({ phone: GOOD_PHONE, priority: false });
});

test('the answer is lost: the retry under the same key gets the order the shop already took', async ({ page, context, menu }) => {
  const customer = uniqueCustomer('Offline Answer');
  await openOrderForm(page, customer, menu.pepperoni.name);
  const creations = recordCalls(page, ORDER_CREATION);

  const network = await dropConnection(page, context, 'answer');
  await orderButton(page).click();
  await expect(waitingNote(page)).toBeVisible();
  expect(await countStoredOrders(E2E_DATABASE_URL, { customer })).toBe(1);

  await network.restore();
  expect(await landOnNewOrder(page)).toBe(network.placedId());
  expectOneKeyRetried(creations);
  expect(await countStoredOrders(E2E_DATABASE_URL, { customer })).toBe(1);
});

test('the customer stops waiting: the form is free again, and the same order sent again later is the one the shop took', async ({ page, context, menu }) => {
  const customer = uniqueCustomer('Stopped Waiting');
  await openOrderForm(page, customer, menu.margherita.name);
  const network = await dropConnection(page, context, 'answer');

  await orderButton(page).click();
  await page.getByRole('button', { name: 'Stop waiting' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your order may not have reached the shop' })).toBeVisible();
  await expect(orderButton(page)).toBeEnabled();
  await expect(orderButton(page), 'the keyboard’s focus, where Stop waiting was').toBeFocused();
  await checkScreen(page, 'order-stopped-waiting');

  await network.restore();
  await orderButton(page).click();
  expect(await landOnNewOrder(page)).toBe(network.placedId());
  expect(await countStoredOrders(E2E_DATABASE_URL, { customer })).toBe(1);
});
