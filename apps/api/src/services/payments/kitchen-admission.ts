import type { Kysely } from 'kysely';
import { estimateDelivery, type KitchenSettings, type PaymentMethod } from '@chulo/domain';
import { kitchenBacklog } from '../../data/order-rows.ts';
import type { Database } from '../../data/schema.ts';
import { promisedDelivery } from '../delivery-time.ts';
import { lockKitchen, replanKitchen } from '../kitchen-moves.ts';

/**
 * An order awaiting payment joins the kitchen's queue (paid, or to be paid at the door instead):
 * it is 'preparing' from `now`, queued at its end (or among the priority orders), with an
 * estimate made as a new order's is; an order for later keeps its time, and while it is held apart
 * (its baking not yet due) joins the queue only when services/held-orders.ts lets it in. False when it no longer awaits payment: paid or cancelled
 * meanwhile, here or on another instance. Answers the orders whose estimate moved with it.
 */
export async function admitToKitchen(
  trx: Kysely<Database>,
  { id, method, kitchen, now, busyMinutes }: { id: string; method?: PaymentMethod; kitchen: KitchenSettings; now: number; busyMinutes: number },
): Promise<string[] | null> {
  await lockKitchen(trx);
  const order = await trx
    .selectFrom('orders')
    .select(['priority', 'pizza_count', 'deliver_at', 'bake_from', 'held_for_later'])
    .where('id', '=', id)
    .where('status', '=', 'awaiting-payment')
    .executeTakeFirst();
  if (!order) return null;
  const backlog = await kitchenBacklog(trx);
  const priority = order.priority === 1;
  const pizzasUpToThis = order.pizza_count + backlog.priority + (priority ? 0 : backlog.normal);
  const asSoonAsPossible = estimateDelivery({ priority, createdAt: now }, pizzasUpToThis, kitchen, now, busyMinutes);
  const estimate = promisedDelivery({ deliverAt: order.deliver_at, bakeFrom: order.bake_from, held: order.held_for_later === 1 }, asSoonAsPossible);
  await trx
    .updateTable('orders')
    .set({ status: 'preparing', estimated_delivery: estimate, queued_at: now, pay_by: null, ...(method ? { payment_method: method } : {}) })
    .where('id', '=', id)
    .where('status', '=', 'awaiting-payment')
    .execute();
  await trx.insertInto('order_status_changes').values({ order_id: id, status: 'preparing', at: now }).execute();
  return [id, ...(priority ? await replanKitchen(trx, kitchen, now, busyMinutes) : [])];
}
