import { bakeFrom, deliverAtProblem, type KitchenSettings, type OpeningSchedule, priorityRefusal, soonestDelivery } from '@chulo/domain';
import type { ValidNewOrder } from '@chulo/api-client/contract';
import { ClientError, RequestRefused } from '../refusals.ts';

/**
 * When a new order is for: as soon as possible (no time), or a time later with when its baking must
 * start and whether it waits apart until then (`held`).
 */
export interface DeliveryTime {
  deliverAt: number | null;
  bakeFrom: number | null;
  held: boolean;
}

const AS_SOON_AS_POSSIBLE: DeliveryTime = { deliverAt: null, bakeFrom: null, held: false };

/** What the order intake knows as it takes an order: the shop's hours, the queue ahead of a normal order, the kitchen's pace. */
export interface DeliveryTimeContext {
  schedule: OpeningSchedule;
  kitchen: KitchenSettings;
  /** Pizzas the kitchen bakes before a normal order placed now. */
  pizzasAhead: number;
  busyMinutes: number;
  now: number;
}

/**
 * The time a new order asks for, checked by the domain's rules: not priority (a time chosen is kept,
 * priority buys nothing), and a time the shop can keep, no sooner than the estimate the same order
 * would get for as soon as possible. Refused with the sentence the customer reads.
 */
export function deliveryTimeOf(order: ValidNewOrder, pizzaCount: number, context: DeliveryTimeContext): DeliveryTime | ClientError {
  if (order.deliverAt === undefined) return AS_SOON_AS_POSSIBLE;
  const deliverAt = Date.parse(order.deliverAt);
  const { schedule, kitchen, pizzasAhead, busyMinutes, now } = context;
  const notPriority = order.priority ? priorityRefusal(deliverAt) : null;
  if (notPriority) return new ClientError(422, notPriority);
  const soonest = soonestDelivery(schedule, { pizzas: pizzaCount, pizzasAhead, kitchen, busyMinutes }, now);
  const problem = deliverAtProblem(deliverAt, { schedule, soonest, now });
  // Named by its field, as the schema's problems are, so the order form shows it under the time chosen.
  if (problem) return new RequestRefused([{ path: 'deliverAt', message: problem }]);
  const startsAt = bakeFrom(deliverAt, pizzaCount, kitchen, busyMinutes);
  return { deliverAt, bakeFrom: startsAt, held: startsAt > now };
}

/** The estimate a new order is given: its time when it waits apart; otherwise the queue's (`asSoonAsPossible`), never sooner than its time. */
export function promisedDelivery(time: DeliveryTime, asSoonAsPossible: number): number {
  if (time.deliverAt === null) return asSoonAsPossible;
  return time.held ? time.deliverAt : Math.max(time.deliverAt, asSoonAsPossible);
}
