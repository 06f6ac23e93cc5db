import type { Kysely } from 'kysely';
import { PAYMENT_METHOD_NAMES, shopClock, toRupees, withoutLeadingBlanks } from '@chulo/domain';
import { ordersPlaced, type PageMark, type PlacedLine, type PlacedOrder, spanOfDays } from '../data/sales-rows.ts';
import type { Database } from '../data/schema.ts';

/**
 * The orders of a range of days as a CSV file (RFC 4180: comma-separated, CRLF line ends, quoted
 * where a cell holds a comma, a quote or a line break), one line per order with the size, crust,
 * extras and left-out ingredients of each of its lines, read a page at a time so that a year of
 * orders never sits in memory as one string.
 *
 * UTF-8 with a byte-order mark: without it Excel, which is what most shop owners open a CSV with,
 * reads the file as Windows-1252 and garbles every name written in Devanagari; LibreOffice, Google
 * Sheets and CSV libraries take the mark as the encoding's signature.
 */

export const ORDERS_PER_PAGE = 500;
const BYTE_ORDER_MARK = '\uFEFF';
const LINE_END = '\r\n';

const COLUMNS = [
  'Order',
  'Placed at (Kathmandu)',
  'Status',
  'Priority',
  'Pizzas',
  'Ordered',
  'Order price (Rs)',
  'Priority fee (Rs)',
  'Total (Rs)',
  'Delivered at (Kathmandu)',
  'Estimated delivery (Kathmandu)',
  'Customer',
  'Phone',
  'Address',
  // What each line was chosen as, after the columns spreadsheets already refer to by letter.
  'Size',
  'Crust',
  'Extras',
  'Without',
  // Where the order came from: 'web' (the customer's checkout) or 'phone' (taken by staff).
  'Channel',
  // How it was paid, after every earlier column: the wallet's reference is what its merchant portal searches by.
  'Paid with',
  'Payment reference',
  'Payment state',
];

/**
 * Customers write their names and addresses: a cell a spreadsheet would run as a formula starts
 * with an apostrophe, which shows it as text. That is a cell that starts with a tab or a carriage
 * return, or whose first character that shows (past spaces, zero-width and other invisible
 * characters, which a spreadsheet may drop) is =, +, - or @.
 */
const FORMULA_START = /^[=+\-@]/;
const SPREADSHEET_BLANK_START = /^[\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

const mayRunAsFormula = (value: string) => SPREADSHEET_BLANK_START.test(value) || FORMULA_START.test(withoutLeadingBlanks(value));

/** One cell, safe from formulas and quoted as RFC 4180 says. */
export function csvCell(value: string): string {
  const text = mayRunAsFormula(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly string[]) => cells.map(csvCell).join(',') + LINE_END;

/** `YYYY-MM-DD HH:MM` in Kathmandu's time, as spreadsheets read a date and time. */
function shopTime(at: number): string {
  const { date, minute } = shopClock(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date} ${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

const rupees = (paisa: number) => toRupees(paisa).toFixed(2);

/** What a line has none of: a crust on a pizza offered on none, extras, ingredients left out. */
const NONE = '—';

const listed = (names: string | null) => {
  const all = names === null ? [] : (JSON.parse(names) as string[]);
  return all.length ? all.join(', ') : NONE;
};

/**
 * One cell for every line of an order, each line's part in the order of `Ordered` ("Large;
 * Medium"), so that a part without one still holds its place; empty when no line has any.
 */
function perLine(lines: readonly PlacedLine[], part: (line: PlacedLine) => string): string {
  const parts = lines.map(part);
  return parts.every((text) => text === NONE) ? '' : parts.join('; ');
}

/** Where an online payment stands ("paid", "paid, refund due"); nothing for an order paid at the door. */
function paymentState({ payment }: PlacedOrder): string {
  if (!payment) return '';
  return payment.refund ? `${payment.state}, refund ${payment.refund}` : payment.state;
}

function orderLine(order: PlacedOrder): string {
  return csvLine([
    order.id,
    shopTime(order.created_at),
    order.status,
    order.priority ? 'yes' : 'no',
    String(order.pizza_count),
    order.lines.map((line) => `${line.quantity} × ${line.name}`).join('; '),
    rupees(order.order_price),
    rupees(order.priority_price),
    rupees(order.order_price + order.priority_price),
    order.delivered_at === null ? '' : shopTime(order.delivered_at),
    shopTime(order.estimated_delivery),
    order.customer,
    order.phone,
    order.address,
    perLine(order.lines, (line) => line.size),
    perLine(order.lines, (line) => line.crust ?? NONE),
    perLine(order.lines, (line) => listed(line.extras)),
    perLine(order.lines, (line) => listed(line.removals)),
    order.channel,
    PAYMENT_METHOD_NAMES[order.payment_method],
    order.payment?.reference ?? '',
    paymentState(order),
  ]);
}

/**
 * The file, a page of orders at a time. The first page is read before the answer starts, so a
 * database that cannot answer is refused (503) rather than sent as an empty file.
 */
export async function ordersCsv(db: Kysely<Database>, { from, to }: { from: string; to: string }): Promise<AsyncIterable<string>> {
  const span = spanOfDays(from, to);
  const first = await ordersPlaced(db, span, null, ORDERS_PER_PAGE);
  return (async function* pages() {
    yield BYTE_ORDER_MARK + csvLine(COLUMNS);
    let page = first;
    while (page.length) {
      yield page.map(orderLine).join('');
      if (page.length < ORDERS_PER_PAGE) return;
      const last = page.at(-1)!;
      const after: PageMark = { createdAt: last.created_at, id: last.id };
      page = await ordersPlaced(db, span, after, ORDERS_PER_PAGE);
    }
  })();
}
