import type { Pizza } from '@chulo/api-client/contract';
import { projectAccount, runName, staffApi, staffForSpec } from './support/back-office.ts';
import { checkScreen } from './support/customer-pages.ts';
import { expect, test } from './support/customer-test.ts';
import { signInToKitchen } from './support/kitchen-staff.ts';

/**
 * An owner runs the shop's sizes and extras on the menu screen: adds a size and an extra topping,
 * prices them, offers them on a pizza, and the customers' menu offers them. The server's rules
 * (who may, what is refused, what old orders keep) are the API's tests'.
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
    // The pizza as it was, and the new ones sold out: the next run and the other specs see the menu they expect.
    const choices = await owner.read<{ id: number; name: string }[]>('/api/staff/choices');
    for (const added of choices.filter((choice) => choice.name === size || choice.name === extra)) {
      expect((await owner.send('PUT', `/api/staff/choices/${added.id}/sold-out`, { soldOut: true })).status()).toBe(200);
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
