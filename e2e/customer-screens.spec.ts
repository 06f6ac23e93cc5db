import {
  addToCart,
  cartFooter,
  checkScreen,
  expectCartFooter,
  fillOrderForm,
  goToCheckout,
  holdCall,
  MENU_CALL,
  orderButton,
  pizzaCard,
  quantityOf,
  startOrdering,
  submitOrder,
} from './support/customer-pages.ts';
import { NEPALI_PRICE, npr, placeOrderByApi } from './support/customer-shop.ts';
import { expect, test } from './support/customer-test.ts';

/** The screens of SPEC §2 one by one: what each shows, and that each passes axe-core. */

const EMPTY_CART = 'Your cart is still empty. Start adding some pizzas :';
/** Tailwind's `md`: from here on the header shows the customer's name. */
const MEDIUM_SCREEN_PX = 768;

test('an empty cart, on /cart and on /order/new, sends the customer back to the menu', async ({ page }) => {
  for (const path of ['/cart', '/order/new']) {
    await page.goto(path);
    await expect(page.getByText(EMPTY_CART, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Ready to order? Let's go!" })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(cartFooter(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to menu' }).click();
    await expect(page).toHaveURL('/menu');
    await expect(page.getByRole('heading', { name: 'Our menu' })).toBeVisible();
  }
});

test("the cart footer shows only while the cart holds pizzas, and 'Clear cart' empties it", async ({ page, menu }) => {
  await startOrdering(page, 'Anjali Gurung');
  await expect(cartFooter(page)).toHaveCount(0);

  await addToCart(page, menu.margherita.name);
  await addToCart(page, menu.pepperoni.name);
  await pizzaCard(page, menu.pepperoni.name).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantityOf(pizzaCard(page, menu.pepperoni.name), menu.pepperoni.name)).toHaveText('2');
  await expectCartFooter(page, '3 pizzas', npr(menu.margherita.unitPrice + 2 * menu.pepperoni.unitPrice));

  await cartFooter(page).getByRole('link', { name: 'Open cart' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText([
    new RegExp(`^1× ${menu.margherita.name}${npr(menu.margherita.unitPrice)}`),
    new RegExp(`^2× ${menu.pepperoni.name}${npr(2 * menu.pepperoni.unitPrice)}`),
  ]);
  await expectCartFooter(page, '3 pizzas', npr(menu.margherita.unitPrice + 2 * menu.pepperoni.unitPrice));

  await page.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText(EMPTY_CART, { exact: true })).toBeVisible();
  await expect(cartFooter(page)).toHaveCount(0);
});

test("the menu lists every pizza with its ingredients, Nepali prices, and 'Sold out' instead of a button", async ({ page, menu }) => {
  await startOrdering(page, 'Anjali Gurung');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(menu.pizzas.length);
  // Every price on the menu in the Nepali format, even though this Chromium has no Nepali locale data.
  await expect(page.getByRole('main').getByText(NEPALI_PRICE)).toHaveCount(menu.pizzas.length - menu.soldOut.length);

  expect(menu.soldOut.length).toBeGreaterThan(0);
  for (const pizza of menu.soldOut) {
    const card = pizzaCard(page, pizza.name);
    await expect(card.getByText('Sold out', { exact: true })).toBeVisible();
    await expect(card).toContainText(pizza.ingredients.join(', '));
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card.getByText(NEPALI_PRICE)).toHaveCount(0);
    await expect(card.getByRole('img', { name: pizza.name }), 'a sold-out pizza is dimmed').toHaveCSS('opacity', '0.5');
  }
  const available = pizzaCard(page, menu.margherita.name);
  await expect(available.getByText('Sold out')).toHaveCount(0);
  await expect(available.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(available.getByRole('img', { name: menu.margherita.name })).toHaveCSS('opacity', '1');
});

test('the header search opens an order by its id, and ignores an empty search', async ({ page, request, menu }) => {
  const id = await placeOrderByApi(request, { pizza: menu.pepperoni });
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search Order' });
  const historyBefore = await page.evaluate(() => history.length);

  await search.press('Enter');
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(search, 'an ignored search stays in the box').toHaveValue('   ');
  expect(await page.evaluate(() => history.length)).toBe(historyBefore);

  // Typed by hand: lower case, stray spaces.
  await search.fill(` ${id.toLowerCase()} `);
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: `Order ${id} Status` })).toBeVisible();
  await expect(search).toHaveValue('');

  // The ignored searches left no trace in the history: one step back is home.
  await page.goBack();
  await expect(page).toHaveURL('/');
});

test('an unknown address shows the error view with the not-found message', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('main').getByText('404 Not Found — No route matches URL "/no-such-page"', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible();
  // The layout stays around the error, so the search still works.
  await expect(page.getByRole('searchbox', { name: 'Search Order' })).toBeVisible();
});

// Which widths show the customer's name in the header is a layout: at both.
test('a reload forgets the name and the cart', { tag: '@both-widths' }, async ({ page, menu }) => {
  const customer = 'Anjali Gurung';
  await startOrdering(page, customer);
  await addToCart(page, menu.margherita.name);
  const nameInHeader = page.getByRole('banner').getByText(customer, { exact: true });
  if ((page.viewportSize()?.width ?? 0) >= MEDIUM_SCREEN_PX) await expect(nameInHeader).toBeVisible();
  else await expect(nameInHeader).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Our menu' })).toBeVisible();
  await expect(pizzaCard(page, menu.margherita.name).getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(cartFooter(page)).toHaveCount(0);
  await expect(nameInHeader).toHaveCount(0);

  await page.getByRole('link', { name: /Chulo Pizza/ }).click();
  await expect(page.getByPlaceholder('Your full name')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue ordering' })).toHaveCount(0);
});

test('a loading overlay covers the page while the next screen loads', async ({ page }) => {
  await page.goto('/');
  const menuCall = await holdCall(page, MENU_CALL);
  await page.getByPlaceholder('Your full name').fill('Anjali Gurung');
  await page.getByRole('button', { name: 'Start ordering' }).click();

  const overlay = page.getByRole('status').filter({ hasText: 'Loading the page' });
  await expect(overlay).toBeVisible();
  menuCall.release();
  await expect(page.getByRole('heading', { name: 'Our menu' })).toBeVisible();
  await expect(overlay).toHaveCount(0);
});

test("the order page shows 'Loading...' until the menu brings the ingredients, and 'Order should have arrived' once late", async ({
  page,
  request,
  menu,
}) => {
  const id = await placeOrderByApi(request, { pizza: menu.margherita });
  // The phone's clock a day ahead: the server renders the minutes left, and the page, once the browser
  // has it, counts on the phone's clock. Its live stream (which would send the order afresh on connecting)
  // answers 204, which tells the client's live reader not to reconnect.
  await page.clock.setFixedTime(Date.now() + 24 * 3_600_000);
  await page.route((url) => url.pathname === `/api/order/${id}/events`, (route) => route.fulfill({ status: 204 }));
  const menuCall = await holdCall(page, MENU_CALL);
  await page.goto(`/order/${id}`);

  await expect(page.getByText('Order should have arrived', { exact: true })).toBeVisible();
  await expect(page.getByText(/minutes? left/)).toHaveCount(0);
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
  menuCall.release();
  await expect(page.getByText(menu.margherita.ingredients.join(', '), { exact: true })).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
});

test('every screen passes axe-core', async ({ page, menu }) => {
  // Nine screens, each pictured and checked at both widths: beside the API's tests on two cores, more than the default two minutes.
  test.setTimeout(240_000);
  await page.goto('/');
  await expect(page.getByPlaceholder('Your full name')).toBeVisible();
  await checkScreen(page, '01-home');

  await startOrdering(page, 'Anjali Gurung');
  await checkScreen(page, '02-menu');

  await addToCart(page, menu.margherita.name);
  await addToCart(page, menu.pepperoni.name);
  await cartFooter(page).getByRole('link', { name: 'Open cart' }).click();
  await expect(page.getByRole('link', { name: 'Order pizzas' })).toBeVisible();
  await checkScreen(page, '03-cart');

  await goToCheckout(page);
  await page.getByRole('checkbox', { name: 'Want to give your order priority?' }).check();
  await fillOrderForm(page, { phone: 'not a number', address: 'Thamel Marg 12, Kathmandu' });
  await orderButton(page).click();
  await expect(page.getByText('Provide us your correct Number please.')).toBeVisible();
  await checkScreen(page, '04-order-new');

  await fillOrderForm(page, {});
  await submitOrder(page);
  await expect(page.getByText(menu.margherita.ingredients.join(', '))).toBeVisible();
  await checkScreen(page, '05-order');

  await page.getByRole('link', { name: /Chulo Pizza/ }).click();
  await expect(page.getByRole('link', { name: 'Continue ordering' })).toBeVisible();
  await checkScreen(page, '06-home-returning');

  await page.goto('/cart');
  await expect(page.getByText(EMPTY_CART)).toBeVisible();
  await checkScreen(page, '07-cart-empty');

  await page.goto('/order/new');
  await expect(page.getByText(EMPTY_CART)).toBeVisible();
  await checkScreen(page, '08-order-new-empty');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await checkScreen(page, '09-error');
});
