import { bakingMinutes, deliveryMinutes, estimateDelivery, type KitchenSettings } from './kitchen.ts';
import { closureAt, dayFromNow, isShopOpen, nextOpening, type OpeningSchedule } from './shop-hours.ts';
import { MINUTE, shopClock, shopMidnight, shopTimeOfDay } from './time.ts';

/**
 * Orders for later: a customer may ask for delivery at a time later today or tomorrow instead of as
 * soon as possible. The order form offers the times (`deliverySlots`), the server checks the one
 * sent (`deliverAtProblem`), and the kitchen holds the order back from its queue until its baking
 * must start (`bakeFrom`). Times are epoch milliseconds; days and hours are the shop's (Kathmandu).
 */

/** The step between the times offered, in minutes: Kathmandu's offset (5:45) is a whole number of them, so steps fall on the shop's quarter hours. */
export const SLOT_MINUTES = 15;

const SLOT = SLOT_MINUTES * MINUTE;
const DAY = 24 * 60 * MINUTE;

/** Priority buys a sooner delivery; an order for later comes at the time chosen, so it cannot be made priority (README, "Orders for later"). */
export const LATER_NOT_PRIORITY = 'An order for later comes at the time you chose, so it cannot be made priority. For a sooner delivery, order for as soon as possible';

/** Why an order cannot be (or be made) priority: null for an order as soon as possible, whose `deliverAt` is null. */
export function priorityRefusal(deliverAt: number | null): string | null {
  return deliverAt === null ? null : LATER_NOT_PRIORITY;
}

/** The end of tomorrow on the shop's calendar, as seen at `now`: the last instant an order for later may be for. */
function endOfTomorrow(now: number): number {
  return shopMidnight(shopClock(now).date) + 2 * DAY;
}

/** The first quarter hour at or after `at`. */
function nextSlot(at: number): number {
  return Math.ceil(at / SLOT) * SLOT;
}

/**
 * The delivery times a customer may choose at `now`: every quarter hour from the first at or after
 * `soonest` (the estimate an order placed now gets) to the end of tomorrow, at which the shop is open.
 */
export function deliverySlots(schedule: OpeningSchedule, soonest: number, now: number): number[] {
  const slots: number[] = [];
  const end = endOfTomorrow(now);
  for (let slot = nextSlot(Math.max(soonest, now + MINUTE)); slot < end; slot += SLOT) {
    if (isShopOpen(schedule, slot)) slots.push(slot);
  }
  return slots;
}

/**
 * The soonest an order for later of `pizzas`, placed at `now` behind `pizzasAhead`, can arrive: baked
 * from now while the shop is open, and from its next opening while it is closed (an order for tomorrow
 * taken overnight is baked in the morning, not in the night).
 */
export function soonestDelivery(
  schedule: OpeningSchedule,
  { pizzas, pizzasAhead, kitchen, busyMinutes }: { pizzas: number; pizzasAhead: number; kitchen: KitchenSettings; busyMinutes: number },
  now: number,
): number {
  const from = Math.max(now, nextOpening(schedule, now) ?? now);
  return estimateDelivery({ priority: false, createdAt: from }, pizzasAhead + pizzas, kitchen, from, busyMinutes);
}

/** What a time sooner than the kitchen can make an order is refused with. */
export function tooSoonMessage(soonest: number): string {
  return `The soonest we can deliver now is ${shopTimeOfDay(soonest)}: please choose a later time`;
}

/** Why an order cannot be delivered at `deliverAt`, as the customer reads it, or null when it can. */
export function deliverAtProblem(deliverAt: number, { schedule, soonest, now }: { schedule: OpeningSchedule; soonest: number; now: number }): string | null {
  if (deliverAt <= now) return 'This delivery time has already passed: please choose a later one';
  if (deliverAt >= endOfTomorrow(now)) return 'We take orders for later today or tomorrow only';
  if (deliverAt % SLOT !== 0) return 'Please choose a delivery time on the quarter hour, such as 19:00, 19:15, 19:30 or 19:45';
  const closure = closureAt(schedule, deliverAt);
  if (closure) return `The shop is closed ${dayFromNow(deliverAt, now)} for ${closure.reason}: please choose another day`;
  if ((schedule.hours[shopClock(deliverAt).weekday] ?? []).length === 0) return `The shop is closed ${dayFromNow(deliverAt, now)}: please choose another day`;
  if (!isShopOpen(schedule, deliverAt)) return `We do not deliver at ${shopTimeOfDay(deliverAt)}, outside our opening hours: please choose another time`;
  if (deliverAt < soonest) return tooSoonMessage(soonest);
  return null;
}

/**
 * When the kitchen must start an order for later so that it arrives at `deliverAt`: its time in the
 * kitchen (its pizzas at the kitchen's pace, never less than the kitchen's shortest time, and the busy
 * minutes while staff mark the kitchen busy), then the ride, counted back. Until then it waits apart
 * and weighs on no one's estimate; from then it is in the queue like any order placed at that moment.
 */
export function bakeFrom(deliverAt: number, pizzaCount: number, settings: KitchenSettings, busyMinutes = 0): number {
  const kitchenMinutes = Math.max(settings.minMinutes, bakingMinutes(pizzaCount, settings)) + busyMinutes;
  return Math.floor((deliverAt - (kitchenMinutes + deliveryMinutes(false, settings)) * MINUTE) / MINUTE) * MINUTE;
}

/** How the kitchen's board names an order for later's time: "Later today, 19:30", "Tomorrow, 12:00". */
export function formatLater(deliverAt: number, now: number): string {
  const day = dayFromNow(deliverAt, now);
  const time = shopTimeOfDay(deliverAt);
  if (day === 'today') return `Later today, ${time}`;
  if (day === 'tomorrow') return `Tomorrow, ${time}`;
  return `${day.slice(3)}, ${time}`;
}

/** The days of the times offered, in order, each with its times: what the order form's choice groups them by ("Today", "Tomorrow"). */
export function slotsByDay(slots: readonly number[], now: number): { day: 'Today' | 'Tomorrow'; slots: number[] }[] {
  const days: { day: 'Today' | 'Tomorrow'; slots: number[] }[] = [];
  for (const slot of slots) {
    const day = dayFromNow(slot, now) === 'today' ? 'Today' : 'Tomorrow';
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}
