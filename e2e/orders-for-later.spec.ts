import { type Page } from '@playwright/test';
import { projectAccount, shopToday, staffApi, staffForSpec } from './support/back-office.ts';
import { addToCart, checkScreen, fillOrderForm, goToCheckout, orderButton, startOrdering, submitOrder } from './support/customer-pages.ts';
import { expect, test } from './support/customer-test.ts';
import { signInToKitchen } from './support/kitchen-staff.ts';

/**
 * Orders for later as a customer and a cook meet them: the time chosen on the order form at a small
 * phone's width, the order's page, and the board's Later section on a busy night, from which the order joins
 * Preparing when its baking must start. The server's side (the queue's counts, the release, every
 * refusal) is apps/api's orders-for-later.test.ts.
 */

staffForSpec({ owner: 'e2e-owner', kitchen: 'e2e-cook' });

const MINUTE = 60_000;
const SCREENS = 'test-results/screens/orders-for-later';

const later = (page: Page) => page.getByRole('region', { name: /^Later/ });
const preparing = (page: Page) => page.getByRole('region', { name: /^Preparing/ });

test('a customer on a 360 px phone orders for later; the cook sees it under Later, and it joins Preparing when its baking must start', async ({
  browser,
  page,
  request,
  baseURL,
  menu,
}) => {
  const cook = await staffApi(request, baseURL!, projectAccount('e2e-cook'));
  const placed: string[] = [];
  try {
    // The customer, on the narrowest phone the shop serves.
    await page.setViewportSize({ width: 360, height: 780 });
    await startOrdering(page, 'Pasang Lama');
    await addToCart(page, 'Margherita');
    await goToCheckout(page);
    await fillOrderForm(page, { address: 'Thamel Marg 12, Kathmandu' });
    const time = page.getByRole('combobox', { name: 'Delivery time' });
    await expect(time).toHaveValue('');
    await expect(time).toHaveAccessibleDescription('Or choose a time later today or tomorrow.');
    const priority = page.getByRole('checkbox', { name: 'Want to give your order priority?' });
    await priority.check();
    // With the keyboard: the third time after "As soon as possible", clear of what the kitchen's queue may hold.
    await time.focus();
    for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowDown');
    await expect(time).not.toHaveValue('');
    const chosen = (await time.locator('option:checked').textContent()) ?? '';
    expect(chosen).toMatch(/^(Today|Tomorrow), \d\d:(00|15|30|45)$/);
    await expect(time).toHaveAccessibleDescription(/^We bake it to arrive (today|tomorrow) at \d\d:\d\d\.$/);
    await expect(priority).toBeDisabled();
    await expect(priority).not.toBeChecked();
    await expect(orderButton(page)).toBeEnabled();
    await page.screenshot({ path: `${SCREENS}/order-form-360.png`, fullPage: true, scale: 'css' });
    await checkScreen(page, 'order-form-for-later');

    const id = await submitOrder(page);
    placed.push(id);
    const clock = chosen.slice(-5);
    await expect(page.getByText(/^Delivery (today|tomorrow) at \d\d:\d\d$/)).toHaveText(new RegExp(`at ${clock}$`));
    await expect(page.getByRole('button', { name: 'Make a priority' })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/order-page-360.png`, fullPage: true, scale: 'css' });

    // Another for tomorrow's lunch, from another client; and two for now, on a Friday night the cook marks busy.
    const tomorrow = new Date(Date.parse(`${shopToday()}T12:00:00+05:45`) + 24 * 60 * MINUTE).toISOString();
    const nima = { customer: 'Nima Sherpa', phone: '+977 985-7654321', address: 'Jhamsikhel, Lalitpur', priority: false, position: '' };
    for (const data of [
      { ...nima, cart: [{ pizzaId: menu.margherita.id, quantity: 2 }], deliverAt: tomorrow },
      { ...nima, customer: 'Sita Gurung', cart: [{ pizzaId: menu.margherita.id, quantity: 3 }] },
      { ...nima, customer: 'Hari Thapa', priority: true, cart: [{ pizzaId: menu.margherita.id, quantity: 1 }] },
    ]) {
      const answer = await request.post('/api/order', { data });
      expect(answer.status(), await answer.text()).toBe(201);
      placed.push((await answer.json()).data.id);
    }
    expect((await cook.send('PUT', '/api/staff/pacing/busy', { extraMinutes: 20, forMinutes: 60 })).status()).toBe(200);

    // The cook, at the board on a desk's screen, on a clock the test moves on.
    const board = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await board.clock.install();
    await signInToKitchen(board, projectAccount('e2e-cook'));
    const card = board.getByRole('article', { name: `Order #${id}` });
    await expect(later(board).getByRole('article', { name: `Order #${id}` })).toBeVisible();
    await expect(card).toContainText(new RegExp(`(Later today|Tomorrow), ${clock}`));
    await expect(card).toContainText(/Start baking at \d\d:\d\d/);
    await expect(later(board).getByRole('article', { name: `Order #${placed[1]}` })).toContainText('Tomorrow, 12:00');
    await expect(preparing(board).getByRole('article', { name: `Order #${id}` })).toHaveCount(0);
    await expect(preparing(board).getByRole('article', { name: `Order #${placed[3]}` })).toBeVisible();
    await expect(board.getByRole('region', { name: 'Kitchen pace' })).toContainText('Busy +20 min');
    // The board as a cook meets it on a busy night: the busy spell, orders for now, and the orders for later apart.
    await board.screenshot({ path: `${SCREENS}/board-busy-with-later.png`, fullPage: true });

    // Its baking must start within the hour: the board moves it by its own clock, without a reload.
    await board.clock.fastForward(62 * MINUTE);
    await expect(preparing(board).getByRole('article', { name: `Order #${id}` })).toBeVisible();
    await expect(card).toContainText(/Start baking now \(from \d\d:\d\d\)/);
    await expect(later(board).getByRole('article', { name: `Order #${placed[1]}` })).toBeVisible();
    await board.screenshot({ path: `${SCREENS}/board-after-baking-time.png`, fullPage: true });
  } finally {
    await cook.send('DELETE', '/api/staff/pacing/busy');
    for (const id of placed) await cook.send('PATCH', `/api/staff/orders/${id}`, { status: 'cancelled' });
  }
});
