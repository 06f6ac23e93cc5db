import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNotReloaded, markPage, placeOrderAsCustomer, placeOrderByApi } from './support/kitchen-customer.ts';
import { projectAccount, staffForSpec } from './support/back-office.ts';
import { addToCart, checkScreen, choosePizza, fillOrderForm, goToCheckout, startOrdering, submitOrder } from './support/customer-pages.ts';
import { KATHMANDU_ADDRESS } from './support/customer-shop.ts';
import { addStaff, removeStaff, signInToKitchen, STAFF_PASSWORD } from './support/kitchen-staff.ts';

/**
 * The kitchen side end to end: a customer and a member of staff, each in their
 * own browser context, against the real server.
 */

// An account of this spec's own, named for its project. It works in the kitchen; an owner changes prices.
let staff = '';
staffForSpec({ owner: 'e2e-owner' });

test.beforeAll(() => {
  staff = `e2e-${test.info().project.name}`;
  removeStaff(staff);
  addStaff(staff, 'kitchen');
});

test.afterAll(() => removeStaff(staff));

async function openKitchen(browser: Browser, username = staff): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToKitchen(page, username);
  return page;
}

test('staff sign in, and a wrong password is refused with a message', async ({ page }) => {
  await page.goto('/kitchen');
  await expect(page).toHaveURL(/\/kitchen\/login$/);
  await checkScreen(page, 'kitchen-sign-in');

  await page.getByLabel('Username').fill(staff);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password');
  await expect(page.getByLabel('Password')).toBeFocused();

  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/kitchen$/);
  await expect(page.getByRole('banner')).toContainText(`Signed in as ${staff}`);

  // The session survives a reload (the cookie), and ends with Sign out.
  await page.reload();
  await expect(page.getByRole('heading', { name: /Open orders/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/kitchen\/login$/);
  await page.goto('/kitchen/menu');
  await expect(page).toHaveURL(/\/kitchen\/login\?next=%2Fkitchen%2Fmenu$/);
});

test('an order goes from the customer to the kitchen and back, live on both screens', async ({ browser }) => {
  const kitchen = await openKitchen(browser);
  await markPage(kitchen);
  const customer = await (await browser.newContext()).newPage();

  const orderId = await placeOrderAsCustomer(customer, { name: 'Aarati Shrestha', pizza: 'Margherita', directions: 'Behind Bhatbhateni, blue gate' });
  await markPage(customer);
  // The directions are the rider's: the order's own page, which anyone with its id may open, never shows them.
  await expect(customer.getByRole('heading', { name: `Order ${orderId} Status` })).toBeVisible();
  await expect(customer.getByText('Bhatbhateni')).toHaveCount(0);

  // It appears on the board by itself, marked new.
  const card = kitchen.getByRole('article', { name: `Order #${orderId}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card.getByText('Aarati Shrestha')).toBeVisible();
  await expect(card.getByRole('link', { name: '984-1234567' })).toHaveAttribute('href', 'tel:9841234567');
  await expect(card.getByText('Directions', { exact: true })).toBeVisible();
  await expect(card.getByText('Behind Bhatbhateni, blue gate')).toBeVisible();
  // A customer's order is a web order: no phone-order mark.
  await expect(card.getByText('Phone order')).toHaveCount(0);
  // The pizza as the menu prices it, in its default size and crust.
  await expect(card.getByRole('list', { name: 'Pizzas' })).toContainText('1 × Margherita');
  await expect(kitchen.getByRole('region', { name: /^Preparing/ }).getByRole('article', { name: `Order #${orderId}` })).toBeVisible();
  await checkScreen(kitchen, 'kitchen-board');

  const steps = [
    { button: 'Start baking', column: /^Baking/, status: 'baking' },
    { button: 'Send out for delivery', column: /^Out for delivery/, status: 'delivering' },
  ];
  for (const { button, column, status } of steps) {
    await card.getByRole('button', { name: `${button} order ${orderId}` }).click();
    await expect(kitchen.getByRole('region', { name: column }).getByRole('article', { name: `Order #${orderId}` })).toBeVisible();
    await expect(customer.getByText(`${status} order`)).toBeVisible();
  }

  await card.getByRole('button', { name: `Mark delivered order ${orderId}` }).click();
  await expect(card).toHaveCount(0);
  await expect(customer.getByText('delivered order')).toBeVisible();

  await expectNotReloaded(kitchen);
  await expectNotReloaded(customer);
});

test('the board’s card reads a chosen pizza as a cook makes it: the size in bold, the crust, each extra, NO what to leave out, and one pizza’s lines together', async ({ browser }) => {
  const kitchen = await openKitchen(browser);
  const customer = await (await browser.newContext()).newPage();
  await startOrdering(customer, 'Pemba Lama');
  // Two Large thin Margheritas with extra cheese and no basil, chosen twice alike; a Pepperoni; a Margherita as the menu prices it.
  const large = { size: 'Large', crust: 'Thin', extras: ['Extra cheese'], without: ['basil'] };
  await choosePizza(customer, 'Margherita', large);
  await choosePizza(customer, 'Margherita', large);
  await addToCart(customer, 'Pepperoni');
  await addToCart(customer, 'Margherita');
  await goToCheckout(customer);
  await fillOrderForm(customer, { address: KATHMANDU_ADDRESS });
  const orderId = await submitOrder(customer);

  const card = kitchen.getByRole('article', { name: `Order #${orderId}` });
  const lines = card.getByRole('list', { name: 'Pizzas' }).locator(':scope > li');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('2 × Margherita');
  const chosen = lines.nth(0).getByRole('list', { name: 'Margherita: what was chosen' });
  await expect(chosen.getByRole('listitem')).toHaveText(['Large', 'Thin crust', '+ Extra cheese', 'NO basil']);
  await expect(chosen.locator('strong')).toHaveText('Large');
  await expect(chosen.locator('mark')).toHaveText('NO basil');
  // The plain Margherita beside the chosen ones, though ordered after the Pepperoni.
  await expect(lines.nth(1)).toContainText('1 × Margherita');
  await expect(lines.nth(1).getByRole('list', { name: 'Margherita: what was chosen' }).getByRole('listitem')).toHaveText(['Medium', 'Classic crust']);
  await expect(lines.nth(2)).toContainText('1 × Pepperoni');
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: 'test-results/screens/kitchen-card-chosen-pizzas.png' });
  await checkScreen(kitchen, 'kitchen-board-chosen-pizzas');

  // Off the board, so the other tests find it as they expect.
  await card.getByRole('button', { name: `Cancel order ${orderId}` }).click();
  await card.getByRole('button', { name: `Yes, cancel order ${orderId}` }).click();
  await expect(card).toHaveCount(0);
});

test('staff cancel an order after confirming, and it leaves the board', async ({ browser, request }) => {
  const kitchen = await openKitchen(browser);
  const orderId = await placeOrderByApi(request, 'Sita Gurung');
  const card = kitchen.getByRole('article', { name: `Order #${orderId}` });
  await expect(card.getByText('Priority', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Map/ })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=27.6787&mlon=85.3086#map=17/27.6787/85.3086',
  );

  await card.getByRole('button', { name: `Cancel order ${orderId}` }).click();
  await expect(card.getByRole('group', { name: /^Cancel order/ })).toBeVisible();
  await checkScreen(kitchen, 'kitchen-cancel-confirmation');
  await card.getByRole('button', { name: `Keep order ${orderId}` }).click();
  await expect(card.getByRole('button', { name: `Start baking order ${orderId}` })).toBeVisible();

  await card.getByRole('button', { name: `Cancel order ${orderId}` }).click();
  await card.getByRole('button', { name: `Yes, cancel order ${orderId}` }).click();
  await expect(card).toHaveCount(0);
  expect((await (await request.get(`/api/order/${orderId}`)).json()).data.status).toBe('cancelled');
});

test('the kitchen marks a pizza sold out and an owner changes a price; the customer menu follows', async ({ browser, request }) => {
  const kitchen = await openKitchen(browser);
  await kitchen.getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(kitchen.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();
  await checkScreen(kitchen, 'kitchen-menu');

  const customer = await (await browser.newContext()).newPage();
  await customer.goto('/');
  await customer.getByPlaceholder('Your full name').fill('Bikash Thapa');
  await customer.getByRole('button', { name: 'Start ordering' }).click();
  const margherita = customer.getByRole('listitem').filter({ has: customer.getByRole('heading', { name: 'Margherita', exact: true }) });
  await expect(margherita.getByRole('button', { name: 'Add to cart' })).toBeVisible();

  const soldOut = kitchen.getByRole('switch', { name: 'Margherita Sold out' });
  try {
    await soldOut.click();
    await expect(soldOut).toHaveAttribute('aria-checked', 'true');
    await expect(kitchen.getByRole('listitem').filter({ hasText: 'Margherita' }).getByText('Customers see: Sold out')).toBeVisible();

    // The customer's next visit to the menu (a navigation inside the app, no reload) shows it.
    await customer.getByRole('link', { name: /Chulo Pizza/ }).click();
    await customer.getByRole('link', { name: 'Continue ordering' }).click();
    await expect(margherita.getByText('Sold out')).toBeVisible();
    await expect(margherita.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  } finally {
    if ((await soldOut.getAttribute('aria-checked')) === 'true') await soldOut.click();
    await expect(soldOut).toHaveAttribute('aria-checked', 'false');
  }

  // Prices are the owners': their menu has each pizza's form.
  const owner = await openKitchen(browser, projectAccount('e2e-owner'));
  await owner.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Menu' }).click();
  const marinara = owner.getByRole('listitem', { name: 'Marinara', exact: true });
  await marinara.getByRole('button', { name: 'Edit Marinara', exact: true }).click();
  const price = marinara.getByLabel('Price in rupees');
  const save = marinara.getByRole('button', { name: 'Save Marinara' });
  const priceOnMenu = async () => (await (await request.get('/api/menu')).json()).data.find((pizza: any) => pizza.name === 'Marinara').unitPrice;
  await price.fill('12.345');
  await save.click();
  await expect(marinara.getByText('Enter the price in rupees, like 850 or 850.50.')).toBeVisible();
  // In English digits, beside prices written in Nepali ones.
  await price.fill('100000.01');
  await save.click();
  await expect(marinara.getByText('A price can be at most 100,000 rupees.')).toBeVisible();
  try {
    await price.fill('600');
    await save.click();
    await expect.poll(priceOnMenu).toBe(600);
  } finally {
    await price.fill('550');
    await save.click();
    await expect.poll(priceOnMenu).toBe(550);
  }
});
