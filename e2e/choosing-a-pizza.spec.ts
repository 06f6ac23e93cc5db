import type { Locator, Page } from '@playwright/test';
import { cartFooter, checkScreen, fillOrderForm, orderButton, pizzaCard, quantityOf, startOrdering, submitOrder } from './support/customer-pages.ts';
import { KATHMANDU_ADDRESS, npr } from './support/customer-shop.ts';
import { expect, test } from './support/customer-test.ts';

/** Issue 33: a customer chooses a pizza's size, crust, extras and what to leave out, changes it, and orders it beside one as the menu prices it. */

interface Priced {
  id: number;
  name: string;
}
interface OfferedPizza {
  name: string;
  unitPrice: number;
  sizes: (Priced & { price: number })[];
  crusts: (Priced & { surcharges: { sizeId: number; price: number }[] })[];
  extras: (Priced & { prices: { sizeId: number; price: number }[] })[];
}

/**
 * The sheet laid out 360 px wide, as on a small phone: nothing in it reaches past its edge. (The sheet
 * itself: at 360 px the header's search box already makes the page wider than the screen.)
 */
async function fitsASmallPhone(sheet: Locator) {
  const fits = await sheet.evaluate((dialog) => {
    dialog.style.width = '360px';
    const { right } = dialog.getBoundingClientRect();
    const inside = dialog.scrollWidth <= dialog.clientWidth && [...dialog.querySelectorAll('*')].every((part) => part.getBoundingClientRect().right <= right + 0.5);
    dialog.style.width = '';
    return inside;
  });
  expect(fits).toBe(true);
}

const sheetOf = (page: Page) => page.getByRole('dialog', { name: 'Margherita' });
const choose = (sheet: Locator, role: 'radio' | 'checkbox', name: RegExp) => sheet.getByRole(role, { name }).check();

test('a customer chooses a Large thin-crust Margherita with extra cheese and no basil, changes its crust, and orders it beside a plain one', async ({ page, request }) => {
  const margherita: OfferedPizza = (await (await request.get('/api/menu')).json()).data.find((pizza: OfferedPizza) => pizza.name === 'Margherita');
  const large = margherita.sizes.find((size) => size.name === 'Large')!;
  const inLarge = (prices: { sizeId: number; price: number }[]) => prices.find((entry) => entry.sizeId === large.id)!.price;
  const crust = (name: string) => inLarge(margherita.crusts.find((entry) => entry.name === name)!.surcharges);
  const extraCheese = inLarge(margherita.extras.find((extra) => extra.name === 'Extra cheese')!.prices);
  const thinPrice = large.price + crust('Thin') + extraCheese;
  const cheeseBurstPrice = large.price + crust('Cheese burst') + extraCheese;

  await startOrdering(page, 'Dolma Sherpa');
  const card = pizzaCard(page, 'Margherita');

  await test.step('the sheet prices the pizza as it is chosen, and adds it as a line of its own', async () => {
    await card.getByRole('button', { name: 'Choose size & toppings' }).click();
    const sheet = sheetOf(page);
    await choose(sheet, 'radio', /^Large/);
    await choose(sheet, 'radio', /^Thin/);
    await choose(sheet, 'checkbox', /^Extra cheese/);
    await choose(sheet, 'checkbox', /^No basil/);
    await expect(sheet.locator('[aria-live]')).toHaveText(npr(thinPrice));
    await fitsASmallPhone(sheet);
    await checkScreen(page, 'menu-choice-sheet');
    await sheet.getByRole('button', { name: 'Add to cart' }).click();
    await expect(sheet).toHaveCount(0);
    // SPEC's Add to cart is as it was: the pizza as the menu prices it.
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(quantityOf(card, 'Margherita')).toHaveText('1');
  });

  await test.step('the cart holds two lines, each reading what was chosen; one is chosen again', async () => {
    await cartFooter(page).getByRole('link', { name: 'Open cart' }).click();
    await expect(page).toHaveURL('/cart');
    const lines = page.getByRole('listitem');
    await expect(page.getByText('1× Margherita · Large, thin crust · extra cheese · no basil')).toBeVisible();
    const chosen = lines.filter({ hasText: 'Large, thin crust' });
    await chosen.getByRole('button', { name: 'Change' }).click();
    await page.keyboard.press('Escape');
    await expect(sheetOf(page)).toHaveCount(0);
    await expect(chosen.getByRole('button', { name: 'Change' })).toBeFocused();
    await chosen.getByRole('button', { name: 'Change' }).click();
    await choose(sheetOf(page), 'radio', /^Cheese burst/);
    await expect(sheetOf(page).locator('[aria-live]')).toHaveText(npr(cheeseBurstPrice));
    await sheetOf(page).getByRole('button', { name: 'Update cart' }).click();
    await expect(page.getByText('1× Margherita · Large, cheese burst crust · extra cheese · no basil')).toBeVisible();
    await expect(page.getByRole('group', { name: /^Quantity of Margherita/ })).toHaveCount(2);
  });

  await test.step('the order counts the choices, and its page reads them', async () => {
    await page.getByRole('link', { name: 'Order pizzas' }).click();
    await fillOrderForm(page, { address: KATHMANDU_ADDRESS });
    await expect(page.getByText('1× Margherita · Large, cheese burst crust · extra cheese · no basil')).toBeVisible();
    await expect(orderButton(page)).toHaveText(`Order now for ${npr(margherita.unitPrice + cheeseBurstPrice)}`);
    await submitOrder(page);
    await expect(page.getByText('1× Margherita · Large, cheese burst crust · extra cheese · no basil')).toBeVisible();
  });
});
