import type { Kysely } from 'kysely';
import { MINUTE, toPaisa } from '@chulo/domain';
import type { OrderChannel, OrderStatus } from '@chulo/api-client/contract';
import type { Database } from '../data/schema.ts';

/** What a line was chosen as, by name, as the shop stores it; without one, a line ordered before choices (migration 013). */
export interface ChoiceAt {
  size: string;
  crust?: string | null;
  /** Each extra and the rupees it cost one pizza of the line (the unit price includes them). */
  extras?: Record<string, number>;
  without?: string[];
}

/** An order as a test wants it stored: when it was placed and delivered, what it held, who ordered. */
export interface OrderAt {
  id: string;
  placedAt: number;
  status: OrderStatus;
  /** Pizza ids and names as on the menu; prices in rupees. */
  lines: { pizzaId: number; name: string; quantity: number; unitPrice: number; choice?: ChoiceAt }[];
  /** Rupees; 0 when not priority. */
  priorityFee?: number;
  /** The estimate the customer last saw (half an hour after placing unless said). */
  estimatedDelivery?: number;
  /** For a delivered order (25 minutes after placing unless said). */
  deliveredAt?: number;
  customer?: string;
  phone?: string;
  address?: string;
  /** Where it came from; the customer's checkout unless said. */
  channel?: OrderChannel;
}

const deliveredAt = (order: OrderAt) => order.deliveredAt ?? order.placedAt + 25 * MINUTE;

/** A choice's columns on its line, as services/order-lines.ts writes them. */
function choiceColumns(choice: ChoiceAt | undefined) {
  if (!choice) return {};
  const extras = Object.entries(choice.extras ?? {});
  return {
    size: choice.size,
    crust: choice.crust ?? null,
    extras: JSON.stringify(extras.map(([name]) => name)),
    removals: JSON.stringify(choice.without ?? []),
    extra_prices: extras.length ? JSON.stringify(Object.fromEntries(extras.map(([name, rupees]) => [name, toPaisa(rupees)]))) : null,
  };
}

/**
 * Writes orders with the times a test chooses, on either engine, through the shop's own Kysely:
 * the rows of `orders`, `order_lines` and the status changes that matter to reports (delivered,
 * cancelled); the database's triggers fill in the rest (migration 009).
 */
export async function storeOrdersAt(db: Kysely<Database>, orders: readonly OrderAt[]): Promise<void> {
  if (!orders.length) return;
  await db
    .insertInto('orders')
    .values(
      orders.map((order) => {
        const orderPrice = order.lines.reduce((sum, line) => sum + line.quantity * toPaisa(line.unitPrice), 0);
        const fee = toPaisa(order.priorityFee ?? 0);
        const estimate = order.estimatedDelivery ?? order.placedAt + 30 * MINUTE;
        // As the shop stores a delivered order: its estimate became the delivery, the promise kept apart.
        const delivered = order.status === 'delivered';
        return {
          id: order.id,
          customer: order.customer ?? 'Asha',
          phone: order.phone ?? '9812345678',
          address: order.address ?? 'Thamel, Kathmandu',
          position: '',
          priority: fee > 0 ? 1 : 0,
          status: order.status,
          order_price: orderPrice,
          priority_price: fee,
          pizza_count: order.lines.reduce((sum, line) => sum + line.quantity, 0),
          estimated_delivery: delivered ? deliveredAt(order) : estimate,
          promised_delivery: delivered ? estimate : null,
          created_at: order.placedAt,
          queued_at: order.placedAt,
          idempotency_key: null,
          idempotency_request: null,
          channel: order.channel ?? 'web',
        };
      }),
    )
    .execute();
  await db
    .insertInto('order_lines')
    .values(
      orders.flatMap((order) =>
        order.lines.map((line, lineNo) => ({
          order_id: order.id,
          line_no: lineNo,
          pizza_id: line.pizzaId,
          name: line.name,
          quantity: line.quantity,
          unit_price: toPaisa(line.unitPrice),
          placed_at: order.placedAt,
          ...choiceColumns(line.choice),
        })),
      ),
    )
    .execute();
  const changes = orders.flatMap((order) => [
    { order_id: order.id, status: 'preparing', at: order.placedAt },
    ...(order.status === 'delivered' ? [{ order_id: order.id, status: 'delivered', at: deliveredAt(order) }] : []),
    ...(order.status === 'cancelled' ? [{ order_id: order.id, status: 'cancelled', at: order.placedAt + MINUTE }] : []),
  ]);
  await db.insertInto('order_status_changes').values(changes).execute();
}
