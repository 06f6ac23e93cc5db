import type { Kysely } from 'kysely';
import type { CartItem, NewOrder } from '@chulo/api-client/contract';
import { type MenuEntry, OPENING_MENU } from '../data/opening-menu.ts';
import type { Database } from '../data/schema.ts';

/** A pizza of the opening menu, by name. */
export function pizzaNamed(name: string): MenuEntry {
  const pizza = OPENING_MENU.find((candidate) => candidate.name === name);
  if (!pizza) throw new Error(`no ${name} on the opening menu`);
  return pizza;
}

/** A cart line as the web app's cart holds it: with a name and prices, which the server never trusts. */
export function cartLine(pizza: MenuEntry, quantity: number): CartItem {
  return { pizzaId: pizza.id, name: pizza.name, quantity, unitPrice: pizza.unitPrice, totalPrice: pizza.unitPrice * quantity };
}

/** One customer's details, as the checkout form sends them. */
export const SITA = {
  customer: 'Sita Sharma',
  phone: '+977 984-1234567',
  address: 'Thamel, Kathmandu 44600, Nepal',
  position: '27.7172,85.324',
};

/**
 * Sita's checkout as the web app sends it: two Margheritas and a Pepperoni, not priority.
 * `overrides` may replace any field with anything, valid or not.
 */
export function newOrder(overrides: Record<string, unknown> = {}) {
  return { ...SITA, priority: false, cart: [cartLine(pizzaNamed('Margherita'), 2), cartLine(pizzaNamed('Pepperoni'), 1)], ...overrides };
}

const onSale = OPENING_MENU.filter((pizza) => !pizza.soldOut);

/** The n-th of a stream of varied, valid checkouts: 1-4 lines, every fifth one priority. */
export function sampleCheckout(n: number): NewOrder {
  return {
    customer: `Customer ${n}`,
    phone: `98${String(41_000_000 + n).padStart(8, '0')}`,
    address: `House ${n}, Jhamsikhel, Lalitpur`,
    priority: n % 5 === 0,
    position: n % 3 === 0 ? '' : `27.${6800 + (n % 100)},85.${3100 + (n % 100)}`,
    cart: Array.from({ length: 1 + (n % 4) }, (_, line) => ({
      pizzaId: onSale[(n + line * 3) % onSale.length]!.id,
      quantity: 1 + ((n + line) % 3),
    })),
  };
}

/** POST /api/order; the raw answer, for tests that look at more than its JSON or expect none. */
export function postCheckout(baseUrl: string, checkout: NewOrder, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(checkout),
  });
}

/**
 * Everything in the database that a crash could have left half-written: an order without its
 * lines or first status, lines or status changes without their order, totals that disagree
 * with the lines. Returns one readable line per problem; an empty list means all is whole.
 */
export async function halfWrittenOrders(db: Kysely<Database>): Promise<string[]> {
  const [orders, lines, changes] = await Promise.all([
    db.selectFrom('orders').select(['id', 'order_price', 'pizza_count', 'created_at']).execute(),
    db.selectFrom('order_lines').select(['order_id', 'quantity', 'unit_price']).execute(),
    db.selectFrom('order_status_changes').select(['order_id', 'status', 'at']).execute(),
  ]);
  const problems: string[] = [];
  const orderIds = new Set(orders.map((order) => order.id));
  for (const line of lines) if (!orderIds.has(line.order_id)) problems.push(`a line of missing order ${line.order_id}`);
  for (const change of changes) if (!orderIds.has(change.order_id)) problems.push(`a status change of missing order ${change.order_id}`);
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  const placedAt = new Map(changes.filter((change) => change.status === 'preparing').map((change) => [change.order_id, change.at]));
  for (const order of orders) {
    const own = linesOf.get(order.id) ?? [];
    if (own.length === 0) problems.push(`order ${order.id} has no lines`);
    const price = own.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
    const pizzas = own.reduce((sum, line) => sum + line.quantity, 0);
    if (price !== order.order_price || pizzas !== order.pizza_count) problems.push(`order ${order.id} disagrees with its lines`);
    if (placedAt.get(order.id) !== order.created_at) problems.push(`order ${order.id} lacks its first status change`);
  }
  return problems;
}
