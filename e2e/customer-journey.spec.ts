import {
  addToCart,
  cartFooter,
  expectCartFooter,
  expectNotReloaded,
  fillOrderForm,
  goToCheckout,
  holdCall,
  isCall,
  landOnNewOrder,
  markPage,
  ORDER_CREATION,
  orderButton,
  pizzaCard,
  quantityOf,
  REVERSE_GEOCODE,
  submitOrder,
  tabTo,
} from './support/customer-pages.ts';
import {
  GOOD_PHONE,
  KATHMANDU,
  KATHMANDU_ADDRESS,
  KATHMANDU_POSITION,
  NEPALI_PRICE,
  npr,
  orderFromApi,
  priorityFeeOf,
} from './support/customer-shop.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/customer-test.ts';

/** A customer's whole visit (SPEC §2), on a phone; and with a keyboard, at a desk. */

test.use({ geolocation: KATHMANDU });

test('a customer orders with priority, then hurries a second order along', async ({ page, context, request, menu }) => {
  await context.grantPermissions(['geolocation']);
  const customer = 'Pasang Lama';
  const twoMargheritas = 2 * menu.margherita.unitPrice;
  const fee = priorityFeeOf(twoMargheritas);

  await test.step('home: the name, and nothing before it', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The best pizza.');
    const name = page.getByLabel('Welcome! Please start by telling us your name:');
    await expect(name).toHaveAttribute('placeholder', 'Your full name');
    const start = page.getByRole('button', { name: 'Start ordering' });
    await expect(start).toHaveCount(0);

    // SPEC §5: an empty (or blank) name has no submit effect.
    await name.fill('   ');
    await name.press('Enter');
    await expect(start).toHaveCount(0);
    await expect(page).toHaveURL('/');

    await name.fill(customer);
    await start.click();
    await expect(page).toHaveURL('/menu');
  });

  const margherita = pizzaCard(page, menu.margherita.name);
  const pepperoni = pizzaCard(page, menu.pepperoni.name);

  await test.step('menu: add, increase, decrease down to removal, add again, delete', async () => {
    await expect(margherita.getByRole('img', { name: menu.margherita.name })).toBeVisible();
    await expect(margherita).toContainText(menu.margherita.ingredients.join(', '));
    await expect(margherita.getByText(npr(menu.margherita.unitPrice))).toBeVisible();
    await expect(margherita.getByText(NEPALI_PRICE)).toBeVisible();
    await expect(cartFooter(page)).toHaveCount(0);

    await addToCart(page, menu.margherita.name);
    await expect(margherita.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await expectCartFooter(page, '1 pizza', npr(menu.margherita.unitPrice));

    await margherita.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantityOf(margherita, menu.margherita.name)).toHaveText('2');
    await expectCartFooter(page, '2 pizzas', npr(twoMargheritas));

    await margherita.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantityOf(margherita, menu.margherita.name)).toHaveText('1');
    await margherita.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(margherita.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(margherita.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(cartFooter(page)).toHaveCount(0);

    await addToCart(page, menu.margherita.name);
    await margherita.getByRole('button', { name: 'Increase quantity' }).click();
    await addToCart(page, menu.pepperoni.name);
    await expectCartFooter(page, '3 pizzas', npr(twoMargheritas + menu.pepperoni.unitPrice));

    await pepperoni.getByRole('button', { name: 'Delete' }).click();
    await expect(pepperoni.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(quantityOf(margherita, menu.margherita.name)).toHaveText('2');
    await expectCartFooter(page, '2 pizzas', npr(twoMargheritas));
  });

  await test.step('cart: the lines, then on to the order form', async () => {
    await cartFooter(page).getByRole('link', { name: 'Open cart' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('heading', { name: `Your cart, ${customer}` })).toBeVisible();
    const lines = page.getByRole('main').getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText(`2× ${menu.margherita.name}`);
    await expect(lines).toContainText(npr(twoMargheritas));
    await page.getByRole('link', { name: 'Order pizzas' }).click();
    await expect(page).toHaveURL('/order/new');
  });

  const addressField = page.getByLabel('Address');
  const getPosition = page.getByRole('button', { name: 'Get Position' });

  await test.step('order form: the position fills the address, priority adds 20 %', async () => {
    await expect(page.getByRole('heading', { name: "Ready to order? Let's go!" })).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue(customer);
    await expect(orderButton(page)).toHaveText(`Order now for ${npr(twoMargheritas)}`);

    // SPEC §4: while the address is looked up, the field is disabled.
    const geocoding = await holdCall(page, REVERSE_GEOCODE);
    await getPosition.click();
    await expect(addressField).toBeDisabled();
    geocoding.release();
    await expect(addressField).toBeEnabled();
    await expect(addressField).toHaveValue(KATHMANDU_ADDRESS);
    await expect(getPosition).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Want to give your order priority?' }).check();
    await expect(orderButton(page)).toHaveText(`Order now for ${npr(twoMargheritas + fee)}`);
    // The same total written out, to pin the format itself down: NPR sign, Devanagari digits, grouping, paisa.
    expect(twoMargheritas + fee, 'the opening menu prices a Margherita at 650 rupees').toBe(1560);
    await expect(orderButton(page)).toHaveText('Order now for नेरू १,५६०.००');
    await fillOrderForm(page, { phone: GOOD_PHONE });
  });

  const firstOrderId = await test.step('submit: "placing order..." while the call runs and the order page loads, then that page', async () => {
    const creation = await holdCall(page, ORDER_CREATION);
    const sent = page.waitForRequest((request) => isCall(request, ORDER_CREATION));
    const viewsSeen = await recordViews(page, CHECKOUT_VIEWS);
    await orderButton(page).click();
    await expect(page.getByRole('button', { name: 'placing order...' })).toBeDisabled();
    creation.release();

    expect((await sent).postDataJSON()).toEqual({
      customer,
      phone: GOOD_PHONE,
      address: KATHMANDU_ADDRESS,
      priority: true,
      position: KATHMANDU_POSITION,
      cart: [{ pizzaId: menu.margherita.id, name: menu.margherita.name, quantity: 2, unitPrice: menu.margherita.unitPrice, totalPrice: twoMargheritas }],
    });
    const id = await landOnNewOrder(page);
    // SPEC §4 clears the cart once the order exists: never under the overlay before its page shows.
    expect(await viewsSeen()).toEqual(['order form', 'placing order', 'order page']);
    return id;
  });

  // What the server makes of the order it was sent is the API's tests' (src/api.test.ts): here, what the page shows of it.
  await test.step('order page: status, priority, estimate, items and prices', async () => {
    await expect(page.getByText('Priority', { exact: true })).toBeVisible();
    await expect(page.getByText('preparing order', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Only \d+ minutes? left/)).toBeVisible();
    // The kitchen may replan while we look (the page follows it live): compare with the server until both agree.
    await expect(async () => {
      const { estimatedDelivery } = await orderFromApi(request, firstOrderId);
      await expect(page.getByText(`(Estimated delivery: ${deliveryDate(estimatedDelivery)})`)).toBeVisible({ timeout: 1_000 });
    }).toPass();

    const line = page.getByRole('main').getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(`2× ${menu.margherita.name}`);
    await expect(line).toContainText(npr(twoMargheritas));
    // Ingredients come from the menu's second load.
    await expect(line).toContainText(menu.margherita.ingredients.join(', '));

    await expect(page.getByText(`Price pizza: ${npr(twoMargheritas)}`)).toBeVisible();
    await expect(page.getByText(`Price priority: ${npr(fee)}`)).toBeVisible();
    await expect(page.getByText(`To pay on delivery: ${npr(twoMargheritas + fee)}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make a priority' })).toHaveCount(0);
    // SPEC §4: the cart is cleared once the order exists.
    await expect(cartFooter(page)).toHaveCount(0);
  });

  await test.step('a second, regular order: the name and the address are remembered', async () => {
    await page.getByRole('link', { name: /Chulo Pizza/ }).click();
    await expect(page.getByText(`Welcome back, ${customer}!`)).toBeVisible();
    await page.getByRole('link', { name: 'Continue ordering' }).click();
    await addToCart(page, menu.pepperoni.name);
    await goToCheckout(page);
    await expect(page.getByLabel('First Name')).toHaveValue(customer);
    await expect(addressField).toHaveValue(KATHMANDU_ADDRESS);
    await expect(orderButton(page)).toHaveText(`Order now for ${npr(menu.pepperoni.unitPrice)}`);
    await fillOrderForm(page, { phone: '01-4412345' });
  });

  const secondOrderId = await submitOrder(page);
  expect(secondOrderId).not.toBe(firstOrderId);

  await test.step("'Make a priority' upgrades the order in place, without a reload", async () => {
    const makePriority = page.getByRole('button', { name: 'Make a priority' });
    await expect(page.getByText('Priority', { exact: true })).toHaveCount(0);
    await expect(page.getByText(`To pay on delivery: ${npr(menu.pepperoni.unitPrice)}`)).toBeVisible();

    await markPage(page);
    await makePriority.click();
    await expect(makePriority).toHaveCount(0);
    await expect(page.getByText('Priority', { exact: true })).toBeVisible();
    const pepperoniFee = priorityFeeOf(menu.pepperoni.unitPrice);
    await expect(page.getByText(`Price priority: ${npr(pepperoniFee)}`)).toBeVisible();
    await expect(page.getByText(`To pay on delivery: ${npr(menu.pepperoni.unitPrice + pepperoniFee)}`)).toBeVisible();
    await expectNotReloaded(page);
    expect(await orderFromApi(request, secondOrderId)).toMatchObject({ priority: true, priorityPrice: pepperoniFee });
  });
});

// Keyboards belong to the desk; phones are tapped.
test('the whole order can be placed with the keyboard alone', { tag: '@desktop' }, async ({ page, context, menu }) => {
  await context.grantPermissions(['geolocation']);

  await page.goto('/');
  await tabTo(page, page.getByPlaceholder('Your full name'));
  await page.keyboard.type('Dawa Tamang');
  await tabTo(page, page.getByRole('button', { name: 'Start ordering' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/menu');

  const margherita = pizzaCard(page, menu.margherita.name);
  await tabTo(page, margherita.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  await tabTo(page, margherita.getByRole('button', { name: 'Increase quantity' }));
  await page.keyboard.press('Space');
  await expect(quantityOf(margherita, menu.margherita.name)).toHaveText('2');

  await tabTo(page, cartFooter(page).getByRole('link', { name: 'Open cart' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/cart');
  await tabTo(page, page.getByRole('link', { name: 'Order pizzas' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/order/new');

  await tabTo(page, page.getByLabel('Phone number'));
  await page.keyboard.type(GOOD_PHONE);
  await tabTo(page, page.getByRole('button', { name: 'Get Position' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Address')).toHaveValue(KATHMANDU_ADDRESS);
  await tabTo(page, page.getByRole('checkbox', { name: 'Want to give your order priority?' }));
  await page.keyboard.press('Space');
  const total = 2 * menu.margherita.unitPrice;
  await expect(orderButton(page)).toHaveText(`Order now for ${npr(total + priorityFeeOf(total))}`);

  await tabTo(page, orderButton(page));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/[A-Z2-9]{8}$/);
  await expect(page.getByRole('heading', { name: /^Order [A-Z2-9]{8} Status$/ })).toBeVisible();
  await expect(page.getByText('Priority', { exact: true })).toBeVisible();
});

/** What the customer may see after 'Order now', each known by a text only it shows. */
const CHECKOUT_VIEWS = {
  'order form': 'Order now for ',
  'placing order': 'placing order...',
  'empty cart': 'Your cart is still empty',
  'order page': 'To pay on delivery',
};

/**
 * Starts recording which of `views` the page shows, at every change of the page: the answer lists
 * them in order, once per appearance, with a view that shows for a single frame too, which a check
 * now and then would miss.
 */
async function recordViews(page: Page, views: Record<string, string>): Promise<() => Promise<string[]>> {
  await page.evaluate((markers) => {
    const seen: string[] = [];
    const look = () => {
      const text = document.body.textContent ?? '';
      const showing = Object.keys(markers).filter((view) => text.includes(markers[view] as string)).join(' + ') || 'none of them';
      if (seen.at(-1) !== showing) seen.push(showing);
    };
    look();
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
    (window as { viewsSeen?: string[] }).viewsSeen = seen;
  }, views);
  return () => page.evaluate(() => (window as { viewsSeen?: string[] }).viewsSeen ?? []);
}

/** SPEC §9: day, short month, hour and minute, in English, on the shop's clock. */
function deliveryDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kathmandu',
  }).format(new Date(isoDate));
}
