import { type Browser, type Locator, type Page } from '@playwright/test';
import { projectAccount, staffApi, staffForSpec } from './support/back-office.ts';
import { addToCart, checkScreen, fillOrderForm, goToCheckout, orderButton, startOrdering, submitOrder } from './support/customer-pages.ts';
import { GOOD_PHONE } from './support/customer-shop.ts';
import { expect, test } from './support/customer-test.ts';
import { signInToKitchen } from './support/kitchen-staff.ts';

/**
 * The kitchen's pace: a cook marks the kitchen busy or pauses online orders from the board, and a
 * customer meets it on the order form and in the estimate. Every test ends both, whatever it did:
 * the customers' specs expect a shop that takes orders at its own pace.
 */

staffForSpec({ owner: 'e2e-owner', kitchen: 'e2e-cook' });

const MINUTE = 60_000;

async function kitchenBoard(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToKitchen(page, projectAccount(account));
  return page;
}

const pacePanel = (page: Page): Locator => page.getByRole('region', { name: 'Kitchen pace' });

/** One Margherita ordered straight at the server, as another client would send it. */
function oneMargherita(pizzaId: number) {
  return { customer: 'Nima Sherpa', phone: GOOD_PHONE, address: 'Jhamsikhel, Lalitpur', priority: false, position: '', cart: [{ pizzaId, quantity: 1 }] };
}

/** Ends whatever pace a test set, through the staff API, as the other specs expect to find the shop. */
async function backToNormalPace(request: Parameters<typeof staffApi>[0], baseURL: string): Promise<void> {
  const cook = await staffApi(request, baseURL, projectAccount('e2e-cook'));
  for (const part of ['busy', 'pause']) expect((await cook.send('DELETE', `/api/staff/pacing/${part}`)).status()).toBe(200);
}

test('a cook pauses online orders: the customer reads when they resume and cannot press Order now, until the cook resumes them', async ({ browser, page, request, baseURL, menu }) => {
  try {
    const board = await kitchenBoard(browser, 'e2e-cook');
    await pacePanel(board).getByRole('button', { name: 'Pause online orders…' }).click();
    const sheet = board.getByRole('dialog', { name: 'Pause online orders' });
    await sheet.getByRole('radio', { name: '30 min' }).check();
    await sheet.getByRole('button', { name: 'Pause online orders' }).click();
    await expect(pacePanel(board)).toContainText(/Online orders paused\s*until \d\d:\d\d; phone orders still go in · set by e2e-cook/);

    await startOrdering(page, 'Pasang Lama');
    await addToCart(page, 'Margherita');
    await goToCheckout(page);
    const refused = await request.post('/api/order', { data: oneMargherita(menu.margherita.id) });
    expect(refused.status()).toBe(409);
    const { message } = await refused.json();
    expect(message).toMatch(/^Online orders are paused right now\. We take them again (today|tomorrow) at \d\d:\d\d$/);
    await expect(page.locator('#shop-closed')).toHaveText(message);
    await expect(orderButton(page)).toBeDisabled();
    await fillOrderForm(page, { address: 'Thamel Marg 12, Kathmandu' });
    await checkScreen(page, 'pacing-order-form-paused');

    // Resumed on the board: the form's next visit takes the order.
    await pacePanel(board).getByRole('button', { name: 'Resume online orders' }).click();
    await expect(pacePanel(board)).toContainText('Taking online orders');
    await page.goBack();
    await page.getByRole('link', { name: 'Order pizzas' }).click();
    await expect(orderButton(page)).toBeEnabled();
    await expect(page.locator('#shop-closed')).toHaveCount(0);
    await fillOrderForm(page, { address: 'Thamel Marg 12, Kathmandu' });
    await submitOrder(page);
  } finally {
    await backToNormalPace(request, baseURL!);
  }
});

test('a cook marks the kitchen busy: every board shows it, and the customer is told and gets the longer estimate', async ({ browser, page, request, baseURL, menu }) => {
  try {
    const ownersBoard = await kitchenBoard(browser, 'e2e-owner');
    await expect(pacePanel(ownersBoard)).toContainText('Normal pace');
    const calm = (await (await request.post('/api/order', { data: oneMargherita(menu.margherita.id) })).json()).data;

    const board = await kitchenBoard(browser, 'e2e-cook');
    await pacePanel(board).getByRole('button', { name: 'Mark busy…' }).click();
    const sheet = board.getByRole('dialog', { name: 'Mark the kitchen busy' });
    await sheet.getByRole('radio', { name: '+30 min' }).check();
    await sheet.getByRole('radio', { name: '1 hour' }).check();
    await sheet.getByRole('button', { name: 'Mark busy' }).click();
    await expect(pacePanel(board)).toContainText(/Busy \+30 min\s*on new estimates until \d\d:\d\d · set by e2e-cook/);
    await expect(pacePanel(board).getByRole('button', { name: 'End busy' })).toBeFocused();
    await checkScreen(board, 'pacing-board-busy');
    // The owner's board, open all along, learns it live.
    await expect(pacePanel(ownersBoard)).toContainText('Busy +30 min');

    await startOrdering(page, 'Dawa Tamang');
    await addToCart(page, 'Margherita');
    await goToCheckout(page);
    await expect(page.getByRole('status').filter({ hasText: 'The kitchen is busy' })).toHaveText(
      'The kitchen is busyDeliveries take about 30 minutes longer than usual right now.',
    );
    await expect(orderButton(page)).toBeEnabled();
    await fillOrderForm(page, { address: 'Thamel Marg 12, Kathmandu' });
    await checkScreen(page, 'pacing-order-form-busy');
    const id = await submitOrder(page);

    const busy = (await (await request.get(`/api/order/${id}`)).json()).data;
    expect(Date.parse(busy.estimatedDelivery) - Date.parse(calm.estimatedDelivery)).toBeGreaterThanOrEqual(30 * MINUTE);
    const calmMinutes = Math.round((Date.parse(calm.estimatedDelivery) - Date.now()) / MINUTE);
    const shown = Number(/Only (\d+) minutes left/.exec((await page.getByText(/Only \d+ minutes left/).textContent()) ?? '')?.[1]);
    expect(shown).toBeGreaterThanOrEqual(calmMinutes + 29);

    await pacePanel(board).getByRole('button', { name: 'End busy' }).click();
    await expect(pacePanel(board)).toContainText('Normal pace');
    await expect(pacePanel(ownersBoard)).toContainText('Normal pace');
  } finally {
    await backToNormalPace(request, baseURL!);
  }
});
