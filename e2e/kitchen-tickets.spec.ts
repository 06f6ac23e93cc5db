import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { PDFTOTEXT_PATH } from '@chulo/chromium';
import type { Pizza } from '@chulo/api-client/contract';
import { projectAccount, staffForSpec } from './support/back-office.ts';
import { checkScreen } from './support/customer-pages.ts';
import { signInToKitchen } from './support/kitchen-staff.ts';

/**
 * A cook prints an order's ticket from the board, and the ticket is read back as the printer gets
 * it: the page as print media, 80 mm wide, its PDF turned back into text. What the ticket holds in
 * every case (no position, no directions) is the web app's tests' and the kit's stories'.
 */

staffForSpec({ owner: 'e2e-ticket-owner', kitchen: 'e2e-ticket-cook' });

/** The roll's width in CSS pixels, as a printed page is laid out: 96 to the inch. */
const ROLL_PX = (80 / 25.4) * 96;

/** A priority web order of two Large thin-crust Margheritas with extra cheese and no basil, and a plain Marinara, with the spot on the map and directions. */
async function placeChosenOrder(request: APIRequestContext): Promise<string> {
  const menu: Pizza[] = (await (await request.get('/api/menu')).json()).data;
  const margherita = menu.find((pizza) => pizza.name === 'Margherita')!;
  const marinara = menu.find((pizza) => pizza.name === 'Marinara')!;
  const choice = {
    sizeId: margherita.sizes!.find((size) => size.name === 'Large')!.id,
    crustId: margherita.crusts!.find((crust) => crust.name === 'Thin')!.id,
    extraIds: [margherita.extras!.find((extra) => extra.name === 'Extra cheese')!.id],
    without: ['basil'],
  };
  const placed = await request.post('/api/order', {
    data: {
      customer: 'Pemba Sherpa',
      phone: '984-1234567',
      address: 'Jhamsikhel Road 7, Lalitpur',
      directions: 'Behind the Jhamsikhel stupa, green gate',
      priority: true,
      position: '27.6787,85.3086',
      cart: [
        { pizzaId: margherita.id, quantity: 2, choice },
        { pizzaId: marinara.id, quantity: 1 },
      ],
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()).data.id;
}

/**
 * The kitchen's printer, for the page's own `print()`: headless Chromium has none, and a page it has
 * begun to print stays "being printed" for good. Each print is counted with the ticket then on the
 * roll; the page's print media itself is Chromium's own, read with `page.pdf` below.
 */
async function standInPrinter(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const printed: string[] = [];
    Object.assign(window, { printedTickets: printed });
    window.print = () => void printed.push(document.querySelector('[data-ticket-roll] h2')?.textContent ?? '');
  });
  return () => page.evaluate(() => (window as unknown as { printedTickets: string[] }).printedTickets);
}

/** The page printed as the kitchen's printer gets it, with the page size the page asks for; answers its PDF's file. */
async function printToPdf(page: Page, file: string): Promise<string> {
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true }));
  return file;
}

/** What poppler reads in a PDF: its text as laid out, and its page count and size. */
function readPdf(file: string): { text: string; info: string } {
  if (!existsSync(PDFTOTEXT_PATH)) throw new Error(`${PDFTOTEXT_PATH} is missing: run \`npx ensure-chromium\` (it installs Debian's poppler-utils).`);
  const pdfinfo = join(dirname(PDFTOTEXT_PATH), 'pdfinfo');
  return { text: execFileSync(PDFTOTEXT_PATH, ['-layout', file, '-'], { encoding: 'utf8' }), info: execFileSync(pdfinfo, [file], { encoding: 'utf8' }) };
}

test('a cook prints an order’s ticket from the board: one page of the 80 mm roll, its text real, what to make and the rider’s part', async ({ page, request }) => {
  const orderId = await placeChosenOrder(request);
  const printed = await standInPrinter(page);
  await signInToKitchen(page, projectAccount('e2e-ticket-cook'));
  const card = page.getByRole('article', { name: `Order #${orderId}` });
  await card.getByRole('button', { name: `Print order ${orderId}` }).click();
  await expect(card.getByRole('button', { name: `Reprint order ${orderId}` })).toBeVisible();
  expect(await printed()).toEqual([`Ticket for order #${orderId}`]);
  await checkScreen(page, 'kitchen-board-printed');

  const { text, info } = readPdf(await printToPdf(page, test.info().outputPath('ticket.pdf')));
  // One page, 80 mm wide (226.77 points, to Chromium's rounding): one ticket, one cut.
  expect(info).toMatch(/^Pages:\s+1$/m);
  const [, width] = /^Page size:\s+([\d.]+) x [\d.]+ pts/m.exec(info) ?? [];
  expect(Number(width)).toBeCloseTo((80 / 25.4) * 72, 0);
  // Read as a cook reads it, top to bottom; a line the roll's width wraps is read on.
  const read = text.replace(/\s+/g, ' ');
  const expected = [
    `#${orderId}`,
    'Web order',
    'PRIORITY',
    '2 × Margherita',
    'LARGE',
    'Thin crust',
    '+ Extra cheese',
    'NO BASIL',
    '1 × Marinara',
    'RIDER',
    'Pemba Sherpa',
    '984-1234567',
    'Jhamsikhel Road 7, Lalitpur',
    'DIRECTIONS',
    'Behind the Jhamsikhel stupa, green gate',
    'Scan for the map',
    'To collect',
    'Cash on delivery',
  ];
  let from = 0;
  for (const part of expected) {
    const at = read.indexOf(part, from);
    expect(at, `"${part}" after "${read.slice(0, from)}" in: ${read}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
  // Nothing of the board is on paper.
  expect(text).not.toContain('Open orders');
  expect(text).not.toContain('Start baking');

  // The page laid out as printed: print media, as wide as the roll.
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: Math.round(ROLL_PX), height: page.viewportSize()!.height });
  const ticket = page.locator('[data-ticket-roll]');
  await expect(ticket).toBeVisible();
  // Every part of it lies within the roll, and every run of text: text that cannot wrap runs past its box.
  const widest = await page.evaluate(() => {
    const shown = (element: Element) => element.getClientRects().length > 0 && !element.closest('.sr-only');
    const rights = [...document.body.querySelectorAll('*')].filter(shown).map((part) => part.getBoundingClientRect().right);
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (!shown(text.parentElement!)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      rights.push(range.getBoundingClientRect().right);
    }
    return Math.max(...rights);
  });
  expect(widest).toBeLessThanOrEqual(ROLL_PX + 0.5);
  await ticket.screenshot({ path: 'test-results/screens/tickets/ticket-as-printed.png', scale: 'device' });
});

test('the kitchen’s computer with auto-print on prints each new order once, and never again after a reload', async ({ page, request }) => {
  const printed = await standInPrinter(page);
  await signInToKitchen(page, projectAccount('e2e-ticket-cook'));
  const autoPrint = page.getByRole('switch', { name: 'Auto-print new orders' });
  await autoPrint.click();
  await expect(autoPrint).toHaveAttribute('aria-checked', 'true');
  try {
    const orderId = await placeChosenOrder(request);
    const card = page.getByRole('article', { name: `Order #${orderId}` });
    await expect(card.getByRole('button', { name: `Reprint order ${orderId}` })).toBeVisible();
    expect(await printed()).toEqual([`Ticket for order #${orderId}`]);

    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await expect(card.getByRole('button', { name: `Reprint order ${orderId}` })).toBeVisible();
    await expect(autoPrint).toHaveAttribute('aria-checked', 'true');
    // Tickets print in turn: the next order's comes out alone, as the first's would have come out before it.
    const nextId = await placeChosenOrder(request);
    await expect(page.getByRole('article', { name: `Order #${nextId}` }).getByRole('button', { name: `Reprint order ${nextId}` })).toBeVisible();
    expect(await printed()).toEqual([`Ticket for order #${nextId}`]);
  } finally {
    await autoPrint.click();
  }
});
