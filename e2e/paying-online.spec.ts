import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  type EsewaStandIn,
  freePort,
  type KhaltiStandIn,
  type ServerProcess,
  startEsewaStandIn,
  startKhaltiStandIn,
  startServerProcess,
} from '@chulo/test-lab';
import { addToCart, fillOrderForm, goToCheckout, landOnNewOrder, orderButton, startOrdering } from './support/customer-pages.ts';
import { KATHMANDU_ADDRESS } from './support/customer-shop.ts';
import { expect, test } from './support/customer-test.ts';

/**
 * A customer pays with Khalti, with eSewa, cancels and pays again or pays cash instead: a shop of
 * its own that takes both wallets, each a stand-in on loopback written from its documentation
 * (tooling/test-lab/src/payments/), since the tests reach neither provider.
 */

// Known before the shop starts: its PUBLIC_URL, from which the providers' return addresses are built, names it.
const PORT = await freePort();
const SHOP = `http://127.0.0.1:${PORT}`;
const KHALTI_SECRET = 'test_secret_key_e2e_0f6c2d';
const ESEWA = { productCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' };
const WEB_ROOT = fileURLToPath(new URL('.', import.meta.resolve('@chulo/web/dist/index.html')));

test.use({ baseURL: SHOP });
test.describe.configure({ mode: 'serial' });

let shop: ServerProcess;
let khalti: KhaltiStandIn;
let esewa: EsewaStandIn;
let folder: string;

test.beforeAll(async () => {
  khalti = await startKhaltiStandIn({ secretKey: KHALTI_SECRET });
  esewa = await startEsewaStandIn(ESEWA);
  folder = mkdtempSync(join(tmpdir(), 'pizza-paying-'));
  shop = await startServerProcess({
    built: true,
    port: PORT,
    databaseUrl: `sqlite:${folder}/pizza.db`,
    env: {
      WEB_ROOT,
      PUBLIC_URL: SHOP,
      KHALTI_SECRET_KEY: KHALTI_SECRET,
      KHALTI_API_URL: khalti.apiUrl,
      ESEWA_PRODUCT_CODE: ESEWA.productCode,
      ESEWA_SECRET_KEY: ESEWA.secretKey,
      ESEWA_FORM_URL: esewa.formUrl,
      ESEWA_STATUS_URL: esewa.statusUrl,
    },
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await khalti?.close();
  await esewa?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A Margherita ordered to be paid with `wallet`: the order form's choice, then the wallet's page. */
async function orderPayingWith(page: Page, wallet: 'Khalti' | 'eSewa') {
  await startOrdering(page, 'Sita');
  await addToCart(page, 'Margherita');
  await goToCheckout(page);
  await fillOrderForm(page, { address: KATHMANDU_ADDRESS });
  const choice = page.getByRole('group', { name: 'How would you like to pay?' });
  await expect(choice.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  await choice.getByRole('radio', { name: wallet }).check();
  await choice.screenshot({ path: test.info().outputPath('how-to-pay.png') });
  await orderButton(page).click();
}

const payment = (page: Page) => page.getByRole('region', { name: 'Payment' });

test('a customer pays with Khalti and comes back to an order the kitchen has', async ({ page }) => {
  await orderPayingWith(page, 'Khalti');
  await expect(page.getByRole('heading', { name: 'Khalti (stand-in)' })).toBeVisible();
  await page.getByRole('link', { name: 'Pay with Khalti' }).click();
  await landOnNewOrder(page);
  await expect(payment(page).getByText('Paid with Khalti')).toBeVisible();
  await expect(page.getByText('preparing order')).toBeVisible();
  await expect(page.getByText(/minutes? left/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('paid-with-khalti.png'), fullPage: true });
});

test('a customer cancels at eSewa, pays again, and is paid', async ({ page }) => {
  await orderPayingWith(page, 'eSewa');
  await expect(page.getByRole('heading', { name: 'eSewa (stand-in)' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel payment' }).click();
  const id = await landOnNewOrder(page);
  await expect(payment(page).getByText('Your payment did not go through, and nothing was taken.', { exact: false })).toBeVisible();
  await expect(page.getByText('unpaid order')).toBeVisible();
  await expect(page.getByText(/To pay with eSewa:/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('esewa-not-paid.png'), fullPage: true });

  await payment(page).getByRole('button', { name: 'Pay with eSewa' }).click();
  await expect(page.getByRole('heading', { name: 'eSewa (stand-in)' })).toBeVisible();
  await page.getByRole('link', { name: 'Pay with eSewa' }).click();
  await expect(page).toHaveURL(`/order/${id}`);
  await expect(payment(page).getByText('Paid with eSewa')).toBeVisible();
});

test('a customer cancels at Khalti and pays cash on delivery instead', async ({ page }) => {
  await orderPayingWith(page, 'Khalti');
  await page.getByRole('link', { name: 'Cancel payment' }).click();
  await landOnNewOrder(page);
  await payment(page).getByRole('button', { name: 'Pay cash on delivery instead' }).click();
  // Now a cash order, as SPEC's: its page is SPEC's, with what the rider collects.
  await expect(page.getByText('preparing order')).toBeVisible();
  await expect(payment(page)).toHaveCount(0);
  await expect(page.getByText(/To pay on delivery:/)).toBeVisible();
});
