import { cartItemFromPaisa, toRupees } from '@chulo/domain';
import type { CartItem, Order, OrderPayment, OrderStatus, StaffOrder } from '@chulo/api-client/contract';
import type { OrderLineRow, StoredOrder } from '../data/order-rows.ts';

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** What a line's customer chose, as it was then; nothing for a line ordered before choices. */
function chosenOn(line: OrderLineRow): Pick<CartItem, 'choice' | 'description'> {
  if (line.size === null) return {};
  const names = (json: string | null) => (json === null ? [] : (JSON.parse(json) as string[]));
  return { choice: { size: line.size, crust: line.crust, extras: names(line.extras), without: names(line.removals) }, description: line.description ?? '' };
}

/** How an order not paid in cash is paid; nothing for a cash order, as SPEC's. Staff also see the provider's reference and a refund. */
function paymentOf({ row, payment }: StoredOrder, forStaff: boolean): Pick<Order, 'payment'> {
  if (row.payment_method === 'cash') return {};
  const shown: OrderPayment = { method: row.payment_method, paid: payment?.state === 'paid' };
  if (payment) shown.state = payment.state;
  if (payment?.state === 'paid') shown.amountPaid = toRupees(payment.amount);
  if (row.pay_by !== null && row.status === 'awaiting-payment') shown.payBy = iso(row.pay_by);
  if (forStaff && payment?.reference) shown.reference = payment.reference;
  if (forStaff && payment?.refund) shown.refund = payment.refund;
  return { payment: shown };
}

/** What anyone holding the id may see: no name, phone, address, directions or position, nor how the order came in. */
export function toPublicOrder(stored: StoredOrder): Order {
  const { row, lines, history } = stored;
  return {
    id: row.id,
    status: row.status as OrderStatus,
    priority: row.priority === 1,
    priorityPrice: toRupees(row.priority_price),
    orderPrice: toRupees(row.order_price),
    estimatedDelivery: iso(row.estimated_delivery),
    createdAt: iso(row.created_at),
    cart: lines.map((line) => ({ ...cartItemFromPaisa({ id: line.pizza_id, name: line.name, unitPrice: line.unit_price }, line.quantity), ...chosenOn(line) })),
    statusHistory: history.map((change) => ({ status: change.status as OrderStatus, at: iso(change.at) })),
    ...(row.deliver_at === null ? {} : { deliverAt: iso(row.deliver_at) }),
    ...paymentOf(stored, false),
  };
}

/**
 * What the kitchen sees behind a staff session: who to deliver to, where, and the directions for the
 * rider; where the order came from; whether to call the customer back before baking; for an order for
 * later, when its baking must start, while it waits for that.
 */
export function toStaffOrder(stored: StoredOrder): StaffOrder {
  const { customer, phone, address, directions, position, channel, queued_at, call_back, pizza_count, order_price, priority_price } = stored.row;
  const order: StaffOrder = { ...toPublicOrder(stored), ...paymentOf(stored, true), queuedAt: iso(queued_at), customer, phone, address, position, channel };
  if (directions !== null) order.directions = directions;
  // While it waits apart, the board shows it under "Later" until then.
  if (stored.row.held_for_later === 1 && stored.row.bake_from !== null) order.bakeFrom = iso(stored.row.bake_from);
  if (call_back === 1) order.callBack = { reason: 'large-order-new-number', pizzas: pizza_count, total: toRupees(order_price + priority_price) };
  return order;
}
