import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { SalesReport } from '@chulo/api-client/contract';
import { projectAccount, shopToday, type StaffApi, staffApi, staffForSpec } from './support/back-office.ts';
import { checkScreen } from './support/customer-pages.ts';
import { atWidth } from './support/screen-widths.ts';
import { npr, orderFromApi, placeOrderByApi } from './support/customer-shop.ts';
import { expect, test } from './support/customer-test.ts';
import { signInToKitchen } from './support/kitchen-staff.ts';

/**
 * The owner's sales dashboard against orders placed for it. The back office's database holds the
 * other back-office specs' orders of the day too, so the test reads the day's report before and expects the
 * dashboard to show exactly what its own orders add to it (the kitchen's autopilot is off while
 * the spec's owner account exists, so no other order moves meanwhile).
 */

staffForSpec({ owner: 'e2e-owner' });

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A total on the dashboard, by its label. */
function figure(page: Page, label: string) {
  return page.getByRole('region', { name: /^Totals from/ }).locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
}

/** Every chart on the dashboard is drawn across its card, and no wider or taller. */
async function expectChartsWithinTheirCards(page: Page) {
  for (const chart of [page.getByRole('figure', { name: 'Orders and revenue by hour' }), page.getByRole('figure', { name: 'Orders and revenue by day' })]) {
    const canvas = chart.locator('canvas');
    await expect(canvas).toBeVisible();
    await expect(async () => {
      const [drawn, figureBox] = [await canvas.boundingBox(), await chart.boundingBox()];
      // Across the card, not at the width it had before the page was resized.
      expect(drawn!.width).toBeGreaterThan(figureBox!.width / 2);
      expect(drawn!.width).toBeLessThanOrEqual(figureBox!.width);
      expect(drawn!.height).toBeLessThanOrEqual(220);
    }).toPass();
  }
}

/** At 360 px, a small phone's width, each table of what sold fits its card: nothing reaches past its edge. */
async function tablesFitASmallPhone(page: Page) {
  const own = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: own.height });
  try {
    for (const title of ['Best sellers', 'Extras']) {
      const fits = await page.getByRole('region', { name: title }).evaluate((card) => {
        const { right } = card.getBoundingClientRect();
        return card.scrollWidth <= card.clientWidth && [...card.querySelectorAll('*')].every((part) => part.getBoundingClientRect().right <= right + 0.5);
      });
      expect(fits, `${title} at 360 px`).toBe(true);
    }
  } finally {
    await page.setViewportSize(own);
  }
}

async function moveOrder(owner: StaffApi, id: string, statuses: string[]) {
  for (const status of statuses) expect((await owner.send('PATCH', `/api/staff/orders/${id}`, { status })).status(), `${id} → ${status}`).toBe(200);
}

test('the dashboard’s figures for today are the orders placed, and its CSV lists them', async ({ browser, request, baseURL, menu }) => {
  const owner = await staffApi(request, baseURL!, projectAccount('e2e-owner'));
  const today = shopToday();
  const reportOf = (from: string) => owner.read<SalesReport>(`/api/staff/sales?from=${from}&to=${today}`);
  const before = await reportOf(today);

  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signInToKitchen(page, projectAccount('e2e-owner'));
  await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Sales' }).click();
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figure(page, 'Orders')).toHaveText(String(before.orders));

  // Two Large Margheritas with an extra, with priority; a Pepperoni, a Margherita the kitchen cancels, a Pepperoni delivered.
  const large = menu.margherita.sizes![1]!;
  const extra = menu.margherita.extras!.find((offered) => !offered.soldOut && offered.prices.some((price) => price.sizeId === large.id))!;
  const chosen = { sizeId: large.id, extraIds: [extra.id] };
  const priority = await placeOrderByApi(request, { pizza: menu.margherita, quantity: 2, priority: true, choice: chosen });
  const plain = await placeOrderByApi(request, { pizza: menu.pepperoni });
  const cancelled = await placeOrderByApi(request, { pizza: menu.margherita });
  const delivered = await placeOrderByApi(request, { pizza: menu.pepperoni });
  await moveOrder(owner, cancelled, ['cancelled']);
  await moveOrder(owner, delivered, ['baking', 'delivering', 'delivered']);
  let revenue = 0;
  for (const id of [priority, plain, delivered]) {
    const { orderPrice, priorityPrice } = await orderFromApi(request, id);
    revenue += orderPrice + priorityPrice;
  }

  const kept = before.orders - before.cancelled;
  const priorityBefore = Math.round(before.priorityShare * kept);
  const expected = {
    orders: before.orders + 4,
    cancelled: before.cancelled + 1,
    revenue: Math.round((before.revenue + revenue) * 100) / 100,
    priorityShare: (priorityBefore + 1) / (kept + 3),
    delivered: before.delivered + 1,
    // Delivered at once, well before its estimate.
    onTime: before.onTime + 1,
    averageLatenessMinutes: before.averageLatenessMinutes,
  };
  // The report's arithmetic is the API's tests' (src/sales.test.ts): here, that the dashboard shows it.
  const after = await reportOf(today);

  await page.reload();
  await expect(figure(page, 'Orders')).toHaveText(String(expected.orders));
  await expect(figure(page, 'Revenue')).toHaveText(npr(expected.revenue));
  await expect(figure(page, 'Cancelled')).toHaveText(String(expected.cancelled));
  await expect(figure(page, 'Priority')).toHaveText(percent(expected.priorityShare));
  await expect(figure(page, 'Delivered')).toHaveText(`${expected.onTime} of ${expected.delivered} on time (${percent(expected.onTime / expected.delivered)})`);
  await expect(figure(page, 'Average lateness')).toHaveText(
    expected.averageLatenessMinutes === null ? 'None late' : `${Math.round(expected.averageLatenessMinutes)} min`,
  );

  // Each chart is drawn at its card's width, however many pixels the screen packs into one (a phone's 2.6), at a desk's width too.
  const byHour = page.getByRole('figure', { name: 'Orders and revenue by hour' });
  await expectChartsWithinTheirCards(page);
  await atWidth(page, 'desktop', () => expectChartsWithinTheirCards(page));

  // The hours' table adds up to the day's orders; the best sellers, by pizza and size, and the extras are the report's.
  await byHour.getByText('The figures as a table').click();
  const hourly = await byHour.getByRole('table').locator('tbody td:nth-of-type(1)').allInnerTexts();
  expect(hourly).toHaveLength(24);
  expect(hourly.reduce((sum, orders) => sum + Number(orders), 0)).toBe(expected.orders);
  const bestSellers = page.getByRole('region', { name: 'Best sellers' }).getByRole('row');
  await expect(bestSellers).toHaveCount(after.bestSellersBySize!.length + 1);
  for (const [index, { name, size, quantity }] of after.bestSellersBySize!.entries()) {
    await expect(bestSellers.nth(index + 1)).toContainText(`${name} ${size}${quantity}`);
  }
  expect(after.bestSellersBySize).toContainEqual(expect.objectContaining({ pizzaId: menu.margherita.id, size: large.name }));
  await expect(page.getByRole('region', { name: 'Best sellers' }).getByRole('rowheader', { name: `${menu.margherita.name} ${large.name}` })).toBeVisible();
  const extras = page.getByRole('region', { name: 'Extras' }).getByRole('row');
  await expect(extras).toHaveCount(after.extras!.length + 1);
  const extraSold = after.extras!.find((sold) => sold.name === extra.name)!;
  expect(extraSold.quantity - (before.extras!.find((sold) => sold.name === extra.name)?.quantity ?? 0)).toBe(2);
  await expect(extras.filter({ hasText: extra.name })).toContainText(`${extra.name}${extraSold.quantity}${npr(extraSold.revenue)}`);
  // Orders and revenue of each channel, as the report counts them.
  const channels = page.getByRole('region', { name: 'By channel' }).getByRole('row');
  for (const [name, channel] of [['Online', 'web'], ['By phone', 'phone']] as const) {
    const { orders, revenue } = after.byChannel!.find((counted) => counted.channel === channel)!;
    await expect(channels.filter({ hasText: name })).toContainText(`${name}${orders}${npr(revenue)}`);
  }
  await tablesFitASmallPhone(page);
  await checkScreen(page, 'sales-dashboard-today');

  // The CSV of these days: one line per order, ours among them, each with its status.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download these days’ orders (CSV)' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.split('\r\n').filter((line) => line !== '');
  expect(lines).toHaveLength(expected.orders + 1);
  const lineOf = (id: string) => lines.filter((line) => line.startsWith(`${id},`));
  for (const id of [priority, plain]) expect(lineOf(id)).toHaveLength(1);
  // Its size and extra in the columns after the address, then where it came from and how it is paid (in cash: no wallet's reference, nor state).
  expect(lineOf(priority)[0]).toMatch(new RegExp(`,${large.name},[^,]*,${extra.name},,web,Cash on delivery,,$`));
  expect(lineOf(cancelled)).toEqual([expect.stringContaining(',cancelled,')]);
  expect(lineOf(delivered)).toEqual([expect.stringContaining(',delivered,')]);

  // Another range: the last 7 days, today's orders among them.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  const week = await reportOf(new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10));
  await expect(figure(page, 'Orders')).toHaveText(String(week.orders));
  expect(week.orders).toBeGreaterThanOrEqual(expected.orders);
  const byDay = page.getByRole('figure', { name: 'Orders and revenue by day' });
  await byDay.getByText('The figures as a table').click();
  await expect(byDay.getByRole('table').locator('tbody tr')).toHaveCount(7);
  await expect(byDay.getByRole('table').locator('tbody tr').last().locator('td').first()).toHaveText(String(expected.orders));
  await checkScreen(page, 'sales-dashboard-week');
});
