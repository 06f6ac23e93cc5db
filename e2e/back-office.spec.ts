import { type Browser, type Page } from '@playwright/test';
import { gpsLatitudeBytes, KITCHEN_GPS, PHONE_MODEL, phonePhoto } from '@chulo/test-lab';
import { messages } from '@chulo/api-client/contract';
import { navigationLinks, projectAccount, runName, staffApi, staffForSpec } from './support/back-office.ts';
import { addToCart, checkScreen, fillOrderForm, goToCheckout, pizzaCard, startOrdering, submitOrder } from './support/customer-pages.ts';
import { orderFromApi } from './support/customer-shop.ts';
import { expect, test } from './support/customer-test.ts';
import { signInToKitchen } from './support/kitchen-staff.ts';

/**
 * The back office as its owners and its kitchen use it: the menu with a phone's photo that reaches
 * customers without the kitchen's position, what a kitchen account may not see or call, and the
 * staff screen. The server's refusals of each owner's call to a kitchen account are the API's tests'
 * (roles, menu editing, sales, shop hours, staff accounts); here, what the kitchen's browser meets.
 */

staffForSpec({ owner: 'e2e-owner', kitchen: 'e2e-cook' });

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToKitchen(page, username);
  return page;
}

/** Whether `username` can sign in with `password`: the server's answer's status. */
async function signInStatus(baseURL: string, username: string, password: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

/** What no photo served to customers may hold: the EXIF block, the kitchen's latitude (EXIF or XMP), the phone's name. */
function expectNoMetadata(bytes: Buffer, file: string) {
  expect(bytes.includes('Exif'), `${file} holds an EXIF block`).toBe(false);
  for (const latitude of gpsLatitudeBytes()) expect(bytes.includes(latitude), `${file} holds the kitchen's GPS latitude`).toBe(false);
  expect(bytes.includes(KITCHEN_GPS.xmp), `${file} holds the kitchen's position in XMP`).toBe(false);
  expect(bytes.includes('xmpmeta'), `${file} holds XMP`).toBe(false);
  expect(bytes.includes(PHONE_MODEL), `${file} names the phone`).toBe(false);
}

test('an owner adds a pizza with a phone’s photo, and a customer orders it, seeing the photo without the kitchen’s position', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const owner = await staffApi(request, baseURL!, projectAccount('e2e-owner'));
  // Unique for ever (a retired pizza keeps its name), and readable on the customer's menu.
  const name = `Yak Cheese ${runName('e2e')}`;
  const kitchen = await signedIn(browser, projectAccount('e2e-owner'));
  try {
    await kitchen.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Menu' }).click();
    const adding = kitchen.getByRole('region', { name: 'Add a pizza' });
    await adding.getByLabel('Name').fill(name);
    await adding.getByLabel('Ingredients, separated by commas').fill('Tomato, Yak cheese, Timur pepper');
    await adding.getByLabel('Price in rupees').fill('780');
    await adding.getByRole('button', { name: 'Add pizza' }).click();

    const row = kitchen.getByRole('listitem', { name, exact: true });
    await expect(row.getByRole('heading', { name })).toBeVisible();
    await row.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    await expect(row.getByText('No photo yet')).toBeVisible();
    await row.getByLabel(`Choose a file for ${name}`).setInputFiles({ name: 'IMG_20261126_181502.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    // The preview shows the file itself (a blob: address the page's policy must allow).
    const preview = row.getByRole('img', { name: `The chosen photo of ${name}` });
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await row.getByRole('button', { name: 'Use this photo' }).click();
    const stored = row.getByRole('img', { name: `The photo of ${name}` });
    await expect(stored).toHaveAttribute('src', /^\/photos\//);
    await expect.poll(() => stored.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await row.scrollIntoViewIfNeeded();
    await checkScreen(kitchen, 'back-office-menu-editor');

    // The customer's menu: the photo, the smallest modern file that fits, its square reserved.
    await startOrdering(page, 'Maya Tamang');
    const card = pizzaCard(page, name);
    await card.scrollIntoViewIfNeeded();
    const photo = card.getByRole('img', { name, exact: true });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const shown = await photo.evaluate((image: HTMLImageElement) => ({
      currentSrc: image.currentSrc,
      src: image.getAttribute('src') ?? '',
      srcset: image.getAttribute('srcset') ?? '',
      sizes: image.getAttribute('sizes') ?? '',
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      sources: [...(image.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.type),
    }));
    expect(shown.srcset).toMatch(/ \d+w(,|$)/);
    expect(shown.sizes).not.toBe('');
    expect(Number(shown.width)).toBeGreaterThan(0);
    expect(shown.height).toBe(shown.width);
    expect(shown.sources.length).toBeGreaterThan(0);

    const modern = await request.get(shown.currentSrc);
    expect(modern.status()).toBe(200);
    expect(modern.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
    expect(modern.headers()['cache-control']).toContain('immutable');
    expectNoMetadata(await modern.body(), shown.currentSrc);
    const fallback = await request.get(shown.src);
    expect(fallback.status()).toBe(200);
    expectNoMetadata(await fallback.body(), shown.src);
    await checkScreen(page, 'back-office-customer-menu-photo');

    await addToCart(page, name);
    await goToCheckout(page);
    await fillOrderForm(page, { address: 'Thamel Marg 12, Kathmandu' });
    const orderId = await submitOrder(page);
    expect((await orderFromApi(request, orderId)).cart.map((line: { name: string }) => line.name)).toEqual([name]);
  } finally {
    // Retired, it leaves the customers' menu: the next run and the other project add their own.
    const added = (await owner.read<{ id: number; name: string }[]>('/api/staff/pizzas')).find((pizza) => pizza.name === name);
    if (added) expect((await owner.send('PATCH', `/api/staff/pizzas/${added.id}`, { retired: true })).status()).toBe(200);
  }
});

test('a kitchen account sees only the orders and the menu, and its browser is refused the owners’ calls', async ({ page }) => {
  const cook = projectAccount('e2e-cook');
  await signInToKitchen(page, cook);
  expect(await navigationLinks(page)).toEqual(['Orders', 'Phone order', 'Menu']);

  // Its menu marks pizzas sold out; it adds none.
  await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Menu' }).click();
  await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Margherita Sold out' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add a pizza' })).toHaveCount(0);

  for (const screen of ['sales', 'staff', 'shop', 'history']) {
    await page.goto(`/kitchen/${screen}`);
    await expect(page.getByRole('heading', { name: 'Only owners' })).toBeVisible();
    await expect(page.getByText(`${cook} works in the kitchen`)).toBeVisible();
    expect(await navigationLinks(page)).toEqual(['Orders', 'Phone order', 'Menu']);
  }
  await checkScreen(page, 'back-office-only-owners');

  // The browser's own session: the server refuses it what the screens do not offer.
  const asBrowser = await page.request.get('/api/staff/accounts');
  expect(asBrowser.status()).toBe(403);
  expect((await asBrowser.json()).message).toBe(messages.OWNERS_ONLY);
});

test('an owner adds a kitchen account, changes its role, resets its password and removes it; never the last owner', async ({ browser, request, baseURL }) => {
  const me = projectAccount('e2e-owner');
  const owner = await staffApi(request, baseURL!, me);
  const accountNamed = async (username: string) => (await owner.read<{ username: string; role: string }[]>('/api/staff/accounts')).find((account) => account.username === username);
  const page = await signedIn(browser, me);
  expect(await navigationLinks(page)).toEqual(['Orders', 'Phone order', 'Menu', 'Sales', 'Hours', 'Staff', 'History']);
  await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();

  const newcomer = runName('e2e-new');
  const firstPassword = 'first-day-at-the-oven';
  const adding = page.getByRole('region', { name: 'Add a member of staff' });
  await adding.getByLabel('Username').fill(newcomer);
  await adding.getByLabel('First password').fill(firstPassword);
  await adding.getByLabel('Role', { exact: true }).selectOption('kitchen');
  await adding.getByRole('button', { name: 'Add account' }).click();
  const row = page.getByRole('listitem', { name: newcomer, exact: true });
  await expect(row.getByRole('heading', { name: newcomer })).toBeVisible();
  await expect(row.getByLabel(`Role of ${newcomer}`)).toHaveValue('kitchen');
  expect((await accountNamed(newcomer))?.role).toBe('kitchen');
  expect(await signInStatus(baseURL!, newcomer, firstPassword)).toBe(200);

  try {
    await row.getByLabel(`Role of ${newcomer}`).selectOption('owner');
    await expect.poll(async () => (await accountNamed(newcomer))?.role).toBe('owner');
    await expect(row.getByLabel(`Role of ${newcomer}`)).toBeEnabled();

    const newPassword = 'a-new-password-for-the-oven';
    await row.getByLabel(`New password for ${newcomer}`).fill(newPassword);
    await row.getByRole('button', { name: `Set the new password for ${newcomer}` }).click();
    await expect.poll(() => signInStatus(baseURL!, newcomer, newPassword)).toBe(200);
    expect(await signInStatus(baseURL!, newcomer, firstPassword)).toBe(401);
    await checkScreen(page, 'back-office-staff');

    await row.getByRole('button', { name: `Remove ${newcomer}`, exact: true }).click();
    await row.getByRole('button', { name: `Remove ${newcomer} for good` }).click();
    await expect(row).toHaveCount(0);
    expect(await accountNamed(newcomer)).toBeUndefined();
  } finally {
    await owner.send('DELETE', `/api/staff/accounts/${newcomer}`);
  }

  // Made the only owner (other specs' and runs' owners, the last one of each never removable, go),
  // removing that account is refused, in the server's words.
  const others = (await owner.read<{ username: string; role: string }[]>('/api/staff/accounts')).filter((account) => account.role === 'owner' && account.username !== me);
  for (const { username } of others) {
    expect(username, 'an owner this suite did not add').toMatch(/^e2e-/);
    expect((await owner.send('DELETE', `/api/staff/accounts/${username}`)).status()).toBe(200);
  }
  await page.reload();
  const mine = page.getByRole('listitem', { name: me, exact: true });
  await mine.getByRole('button', { name: `Remove ${me}`, exact: true }).click();
  await mine.getByRole('button', { name: `Remove ${me} for good` }).click();
  await expect(mine.getByRole('alert')).toHaveText(messages.LAST_OWNER);
  await mine.getByRole('button', { name: `Keep ${me}` }).click();
  expect((await accountNamed(me))?.role).toBe('owner');

  // Every change is in the history, newest first: who, what.
  await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'History', exact: true })).toBeVisible();
  const entries = page.getByRole('main').getByRole('listitem');
  const newcomers = entries.filter({ hasText: newcomer });
  await expect(newcomers).toHaveCount(4);
  for (const [index, action] of ['staff removed', 'password reset', 'role changed', 'staff added'].entries()) {
    await expect(newcomers.nth(index)).toContainText(action);
    await expect(newcomers.nth(index)).toContainText(`by ${me}`);
  }
  await checkScreen(page, 'back-office-history');
});
