import { describe, expect, it } from 'vitest';
import { bakeFrom, deliverAtProblem, deliverySlots, formatLater, LATER_NOT_PRIORITY, priorityRefusal, SLOT_MINUTES, slotsByDay, soonestDelivery } from './orders-for-later.ts';
import { formatOpening, type OpeningSchedule } from './shop-hours.ts';
import { MINUTE, shopTimeOfDay } from './time.ts';

/** An instant given in Kathmandu's time. */
const kathmandu = (dateTime: string) => Date.parse(`${dateTime}+05:45`);

/** Every day 11:00 to 22:00 but Tuesday, closed; Saturday 28 November 2026 closed for a wedding. */
const SHOP: OpeningSchedule = {
  hours: [0, 1, 2, 3, 4, 5, 6].map((day) => (day === 2 ? [] : [{ opens: '11:00', closes: '22:00' }])),
  closures: [{ from: '2026-11-28', to: '2026-11-28', reason: 'a wedding' }],
};
const settings = { pizzasPerHour: 60, minMinutes: 12, deliveryMinutes: 20 };

describe('the delivery times offered', () => {
  // Thursday 26 November 2026, 19:02 in Kathmandu; the shop's estimate for an order placed now is 19:36.
  const now = kathmandu('2026-11-26T19:02');
  const slots = deliverySlots(SHOP, kathmandu('2026-11-26T19:36'), now);

  it('start at the first quarter hour after the current estimate and step by a quarter hour', () => {
    expect(slots.slice(0, 3).map(shopTimeOfDay)).toEqual(['19:45', '20:00', '20:15']);
    expect(slots[1]! - slots[0]!).toBe(SLOT_MINUTES * MINUTE);
  });

  it('run through tomorrow within opening hours only', () => {
    const byDay = slotsByDay(slots, now);
    expect(byDay.map(({ day }) => day)).toEqual(['Today', 'Tomorrow']);
    expect(byDay[0]!.slots.map(shopTimeOfDay).at(-1)).toBe('21:45');
    const tomorrow = byDay[1]!.slots.map(shopTimeOfDay);
    expect(tomorrow[0]).toBe('11:00');
    expect(tomorrow.at(-1)).toBe('21:45');
    expect(tomorrow).toHaveLength(44);
  });

  it('offer nothing tomorrow when the shop is closed on that day', () => {
    const friday = kathmandu('2026-11-27T21:00');
    expect(slotsByDay(deliverySlots(SHOP, friday + 30 * MINUTE, friday), friday).map(({ day }) => day)).toEqual(['Today']);
  });

  it('are all accepted, and nothing between them', () => {
    const soonest = kathmandu('2026-11-26T19:36');
    for (const slot of slots) expect(deliverAtProblem(slot, { schedule: SHOP, soonest, now })).toBeNull();
    expect(deliverAtProblem(kathmandu('2026-11-26T19:50'), { schedule: SHOP, soonest, now })).toMatch(/quarter hour/);
  });
});

describe('a delivery time asked for', () => {
  const now = kathmandu('2026-11-26T19:02');
  const check = (dateTime: string, soonest = now + 30 * MINUTE, at = now) => deliverAtProblem(kathmandu(dateTime), { schedule: SHOP, soonest, now: at });

  it('is refused in the past', () => {
    expect(check('2026-11-26T18:45')).toBe('This delivery time has already passed: please choose a later one');
  });

  it('is refused sooner than the kitchen can deliver, saying when it can', () => {
    expect(check('2026-11-26T19:30', kathmandu('2026-11-26T19:36'))).toBe('The soonest we can deliver now is 19:36: please choose a later time');
  });

  it('is refused outside opening hours', () => {
    expect(check('2026-11-26T22:00')).toBe('We do not deliver at 22:00, outside our opening hours: please choose another time');
    expect(check('2026-11-27T10:45')).toBe('We do not deliver at 10:45, outside our opening hours: please choose another time');
  });

  it('is refused on a day the shop is closed, by its hours or by a closure', () => {
    const monday = kathmandu('2026-11-30T12:00');
    expect(check('2026-12-01T12:00', monday + 30 * MINUTE, monday)).toBe('The shop is closed tomorrow: please choose another day');
    const friday = kathmandu('2026-11-27T12:00');
    expect(check('2026-11-28T12:00', friday + 30 * MINUTE, friday)).toBe('The shop is closed tomorrow for a wedding: please choose another day');
  });

  it('is refused after tomorrow', () => {
    expect(check('2026-11-28T12:00')).toBe('We take orders for later today or tomorrow only');
  });
});

describe('when an order for later’s baking must start', () => {
  const deliverAt = kathmandu('2026-11-26T20:00');

  it('is its time in the kitchen and the shared ride before the time asked for', () => {
    // Three pizzas at 60 an hour take less than the kitchen's shortest 12 minutes.
    expect(shopTimeOfDay(bakeFrom(deliverAt, 3, settings))).toBe('19:28');
    // Thirty take 30 minutes; a busy kitchen 10 more.
    expect(shopTimeOfDay(bakeFrom(deliverAt, 30, settings))).toBe('19:10');
    expect(shopTimeOfDay(bakeFrom(deliverAt, 30, settings, 10))).toBe('19:00');
  });

  it('falls on a whole minute', () => {
    expect(bakeFrom(deliverAt, 7, { ...settings, pizzasPerHour: 45 }) % MINUTE).toBe(0);
  });
});

describe('the words for an order for later', () => {
  const now = kathmandu('2026-11-26T19:02');

  it('name today, tomorrow, or the date, as the board shows them', () => {
    expect(formatLater(kathmandu('2026-11-26T19:30'), now)).toBe('Later today, 19:30');
    expect(formatLater(kathmandu('2026-11-27T12:00'), now)).toBe('Tomorrow, 12:00');
    expect(formatLater(kathmandu('2026-11-29T12:00'), now)).toBe('Sunday 29 November, 12:00');
  });

  it('say the shop’s opening in the same words as before', () => {
    expect(formatOpening(kathmandu('2026-11-27T11:00'), now)).toBe('tomorrow at 11:00');
  });

});

describe('priority', () => {
  it('is refused on an order for later, which comes at its time anyway, and left to an order for as soon as possible', () => {
    expect(priorityRefusal(kathmandu('2026-11-26T20:00'))).toBe(LATER_NOT_PRIORITY);
    expect(priorityRefusal(null)).toBeNull();
  });
});

describe('the soonest an order for later can arrive', () => {
  const kitchen = { pizzasPerHour: 6, minMinutes: 12, deliveryMinutes: 20 };

  it('is the estimate of an order placed now behind the queue, with its own pizzas and the busy minutes, while the shop is open', () => {
    const now = kathmandu('2026-11-26T19:02');
    expect(shopTimeOfDay(soonestDelivery(SHOP, { pizzas: 0, pizzasAhead: 0, kitchen, busyMinutes: 0 }, now))).toBe('19:34');
    // Three pizzas ahead and one of its own: 40 minutes of baking, then the ride; busy, 10 more.
    expect(shopTimeOfDay(soonestDelivery(SHOP, { pizzas: 1, pizzasAhead: 3, kitchen, busyMinutes: 10 }, now))).toBe('20:12');
  });

  it('counts from the next opening while the shop is closed: overnight, a closed day, before hours', () => {
    const none = { pizzas: 0, pizzasAhead: 0, kitchen, busyMinutes: 0 };
    expect(formatOpening(soonestDelivery(SHOP, none, kathmandu('2026-11-26T23:30')), kathmandu('2026-11-26T23:30'))).toBe('tomorrow at 11:32');
    // Friday night: Saturday is the wedding, so Sunday's opening.
    expect(shopTimeOfDay(soonestDelivery(SHOP, none, kathmandu('2026-11-27T23:00')))).toBe('11:32');
    expect(soonestDelivery(SHOP, none, kathmandu('2026-11-27T23:00'))).toBe(kathmandu('2026-11-29T11:32'));
  });
});
