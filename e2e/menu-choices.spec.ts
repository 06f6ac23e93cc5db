import type { Pizza, StaffChoice, StaffPizza } from '@chulo/api-client/contract';
import { projectAccount, runName, type StaffApi, staffApi, staffForSpec } from './support/back-office.ts';
import { addToCart, checkScreen, expectCartFooter, pizzaCard, startOrdering } from './support/customer-pages.ts';
import { npr } from './support/customer-shop.ts';
import { expect, test } from './support/customer-test.ts';
import { signInToKitchen } from './support/kitchen-staff.ts';

/**
 * An owner runs the shop's sizes and extras on the menu screen: adds a size and an extra topping,
 * prices them, offers them on a pizza, and the customers' menu offers them; retires an extra and
 * makes another size the default, and the customers' menu follows. The server's rules (who may,
 * what is refused, what old orders keep) are the API's tests'.
 */

staffForSpec({ owner: 'e2e-chef-owner' });

const PIZZA = 'Margherita';

test('an owner adds a size and an extra, prices them, and the customers’ menu offers them', async ({ page, request, baseURL }) => {
  const owner = await staffApi(request, baseURL!, projectAccount('e2e-chef-owner'));
  const menuPizza = async (): Promise<Pizza> => (await (await request.get('/api/menu')).json()).data.find((pizza: Pizza) => pizza.name === PIZZA);
  const before = await menuPizza();
  // Choices are never deleted: names of this run's own, each under the 40 characters a name may have.
  const size = runName('Party');
  const extra = runName('Yak');

  try {
    await signInToKitchen(page, projectAccount('e2e-chef-owner'));
    await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Menu' }).click();

    const sizes = page.getByRole('region', { name: 'Sizes', exact: true });
    await sizes.getByLabel('Name').fill(size);
    await sizes.getByLabel('Diameter in inches').fill('16');
    await sizes.getByRole('button', { name: 'Add size' }).click();
    await expect(sizes.getByRole('listitem', { name: size })).toContainText('16″');

    const extras = page.getByRole('region', { name: 'Extras', exact: true });
    await extras.getByLabel('Name').fill(extra);
    await extras.getByLabel('Medium price').fill('140');
    await extras.getByLabel(`${size} price`).fill('220');
    await extras.getByRole('button', { name: 'Add extra' }).click();
    await expect(extras.getByRole('listitem', { name: extra })).toBeVisible();

    await page.getByRole('button', { name: `Edit ${PIZZA}`, exact: true }).click();
    const offer = page.getByRole('form', { name: `${PIZZA}’s sizes and toppings` });
    await offer.getByLabel(`${size} price`).fill('1450');
    await offer.getByRole('checkbox', { name: extra }).check();
    await offer.getByRole('button', { name: /Save sizes and toppings/ }).click();
    await expect(page.getByRole('listitem', { name: PIZZA, exact: true }).getByRole('heading').locator('xpath=following-sibling::p[1]')).toContainText(size);
    await checkScreen(page, 'back-office-menu-choices');

    const offered = await menuPizza();
    const party = offered.sizes?.find((entry) => entry.name === size);
    expect(party).toMatchObject({ inches: 16, price: 1450, soldOut: false });
    expect(offered.extras?.find((entry) => entry.name === extra)?.prices).toEqual(
      expect.arrayContaining([
        { sizeId: before.sizes![0]!.id, price: 140 },
        { sizeId: party!.id, price: 220 },
      ]),
    );
  } finally {
    // The pizza as it was, and the new ones retired: the next run and the other specs see the menu they expect.
    const choices = await owner.read<StaffChoice[]>('/api/staff/choices');
    for (const added of choices.filter((choice) => choice.name === size || choice.name === extra)) {
      expect((await owner.send('PATCH', `/api/staff/choices/${added.id}`, { retired: true })).status()).toBe(200);
    }
    const restored = await owner.send('PUT', `/api/staff/pizzas/${before.id}/offer`, {
      sizes: before.sizes!.map(({ id, price }) => ({ sizeId: id, price })),
      crustIds: before.crusts!.map(({ id }) => id),
      extraIds: before.extras!.map(({ id }) => id),
      maxExtras: before.maxExtras,
    });
    expect(restored.status()).toBe(200);
  }
});

/**
 * Every pizza, retired ones too, in `size`: a size becomes the default only when every pizza comes
 * in it, and the other specs of this project add pizzas in the default size alone.
 */
async function offerEveryPizzaIn(owner: StaffApi, size: StaffChoice): Promise<void> {
  for (const pizza of await owner.read<StaffPizza[]>('/api/staff/pizzas')) {
    if (pizza.sizes!.some((offered) => offered.id === size.id)) continue;
    const offered = await owner.send('PUT', `/api/staff/pizzas/${pizza.id}/offer`, {
      sizes: [...pizza.sizes!.map(({ id, price }) => ({ sizeId: id, price })), { sizeId: size.id, price: pizza.unitPrice + 300 }],
      crustIds: pizza.crusts!.map(({ id }) => id),
      extraIds: pizza.extras!.map(({ id }) => id),
      maxExtras: pizza.maxExtras,
    });
    expect(offered.status()).toBe(200);
  }
}

test('an owner retires an extra and makes Large the default size: the customers’ sheet offers no more of it, and Add to cart adds a Large', async ({ page, browser, request, baseURL }) => {
  const owner = await staffApi(request, baseURL!, projectAccount('e2e-chef-owner'));
  const choices = await owner.read<StaffChoice[]>('/api/staff/choices');
  const standard = choices.find((choice) => choice.kind === 'size' && choice.isDefault)!;
  const olives = choices.find((choice) => choice.name === 'Olives')!;
  const margherita: Pizza = (await (await request.get('/api/menu')).json()).data.find((pizza: Pizza) => pizza.name === PIZZA);
  const largePrice = margherita.sizes!.find((size) => size.name === 'Large')!.price;
  await offerEveryPizzaIn(owner, choices.find((choice) => choice.kind === 'size' && choice.name === 'Large')!);

  try {
    await signInToKitchen(page, projectAccount('e2e-chef-owner'));
    await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Menu' }).click();
    const extras = page.getByRole('region', { name: 'Extras', exact: true });
    await extras.getByRole('button', { name: 'Retire Olives' }).click();
    await expect(extras.getByRole('listitem', { name: 'Olives' }).getByRole('button', { name: 'Bring back Olives' })).toBeVisible();
    await expect(extras.getByRole('listitem', { name: 'Olives' }).getByText('Retired', { exact: true })).toBeVisible();

    const sizes = page.getByRole('region', { name: 'Sizes', exact: true });
    await sizes.getByRole('button', { name: 'Make default Large' }).click();
    await expect(sizes.getByRole('listitem', { name: 'Large' }).getByText('Default', { exact: true })).toBeVisible();
    await expect(sizes.getByRole('listitem', { name: standard.name }).getByRole('button', { name: `Make default ${standard.name}` })).toBeVisible();
    // The pizza list reads each pizza's sizes from the new default.
    await expect(page.getByRole('listitem', { name: PIZZA, exact: true }).getByRole('heading').locator('xpath=following-sibling::p[1]')).toContainText(/^Large/);
    await checkScreen(page, 'back-office-retired-choice-and-default-size');

    const customer = await (await browser.newContext()).newPage();
    await startOrdering(customer, 'Nima Sherpa');
    const card = pizzaCard(customer, PIZZA);
    await expect(card.getByText(npr(largePrice), { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Choose size & toppings' }).click();
    const sheet = customer.getByRole('dialog', { name: PIZZA });
    await expect(sheet.getByRole('radio', { name: /^Large/ })).toBeChecked();
    await expect(sheet.getByRole('checkbox', { name: /^Paneer/ })).toBeVisible();
    await expect(sheet.getByRole('checkbox', { name: /^Olives/ })).toHaveCount(0);
    await customer.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    // SPEC's Add to cart: the pizza in the default size, now Large.
    await addToCart(customer, PIZZA);
    await expectCartFooter(customer, '1 pizza', npr(largePrice));
  } finally {
    // The shop as the other specs expect it: Olives back, and the default size as it was.
    expect((await owner.send('PATCH', `/api/staff/choices/${olives.id}`, { retired: false })).status()).toBe(200);
    expect((await owner.send('PATCH', `/api/staff/choices/${standard.id}`, { isDefault: true })).status()).toBe(200);
  }
});
