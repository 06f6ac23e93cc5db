import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A customer's whole way to an order, through the screens (SPEC §2), with directions for the rider if given; answers the order's id. */
export async function placeOrderAsCustomer(page: Page, { name, pizza, directions }: { name: string; pizza: string; directions?: string }): Promise<string> {
  await page.goto('/');
  await page.getByPlaceholder('Your full name').fill(name);
  await page.getByRole('button', { name: 'Start ordering' }).click();
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: pizza, exact: true }) })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await page.getByRole('link', { name: 'Open cart' }).click();
  await page.getByRole('link', { name: 'Order pizzas' }).click();
  await page.getByLabel('Phone number').fill('984-1234567');
  await page.getByLabel('Address').fill('Thamel Marg 12, Kathmandu');
  if (directions !== undefined) await page.getByLabel('Directions for the rider').fill(directions);
  await page.getByRole('button', { name: /^Order now for/ }).click();
  await expect(page).toHaveURL(/\/order\/[A-Z0-9]+$/);
  return new URL(page.url()).pathname.split('/').pop() as string;
}

/** An order straight through the API, for tests about what happens to it afterwards. */
export async function placeOrderByApi(request: APIRequestContext, customer: string): Promise<string> {
  const response = await request.post('/api/order', {
    data: {
      customer,
      phone: '01-4412345',
      address: 'Jhamsikhel, Lalitpur',
      priority: true,
      position: '27.6787,85.3086',
      cart: [{ pizzaId: 3, quantity: 2 }],
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.id;
}

/** Marks the page so a test can tell that it was never reloaded. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as any).__notReloaded = true));
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as any).__notReloaded)).toBe(true);
}
