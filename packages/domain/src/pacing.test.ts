import { describe, expect, it } from 'vitest';
import { estimateDelivery, planKitchen, type QueuedOrder } from './kitchen.ts';
import { busyMinutesAt, type KitchenPacing, NORMAL_PACE, ordersPausedMessage, pacingAt, pacingEnd, refusedWhilePaused, takesOrdersFrom } from './pacing.ts';
import { MINUTE, shopTimeOfDay } from './time.ts';

/** An instant given in Kathmandu's time. */
const kathmandu = (dateTime: string) => Date.parse(`${dateTime}+05:45`);

const settings = { pizzasPerHour: 60, minMinutes: 12, deliveryMinutes: 20 };
const now = kathmandu('2026-11-27T19:00');
const BUSY_TILL_HALF_PAST: KitchenPacing = { busy: { extraMinutes: 20, until: kathmandu('2026-11-27T19:30') }, pause: null };

describe('a busy kitchen', () => {
  it('adds its minutes to a new order’s estimate, priority or not', () => {
    const normal = { priority: false, createdAt: now };
    const priority = { priority: true, createdAt: now };
    expect(estimateDelivery(normal, 2, settings, now, busyMinutesAt(BUSY_TILL_HALF_PAST, now))).toBe(estimateDelivery(normal, 2, settings, now) + 20 * MINUTE);
    expect(estimateDelivery(priority, 2, settings, now, 20)).toBe(estimateDelivery(priority, 2, settings, now) + 20 * MINUTE);
  });

  it('adds them to every estimate a re-planned queue gives', () => {
    const queue: QueuedOrder[] = [
      { id: 'A', pizzaCount: 30, priority: false, createdAt: now, queuedAt: now },
      { id: 'B', pizzaCount: 1, priority: true, createdAt: now, queuedAt: now },
    ];
    const calm = planKitchen(queue, settings, now);
    const busy = planKitchen(queue, settings, now, 10);
    expect([...busy]).toEqual([...calm].map(([id, estimate]) => [id, estimate + 10 * MINUTE]));
  });

  it('adds nothing once its time has come, nor at a normal pace', () => {
    expect(busyMinutesAt(BUSY_TILL_HALF_PAST, kathmandu('2026-11-27T19:29'))).toBe(20);
    expect(busyMinutesAt(BUSY_TILL_HALF_PAST, kathmandu('2026-11-27T19:30'))).toBe(0);
    expect(busyMinutesAt(NORMAL_PACE, now)).toBe(0);
  });
});

describe('online orders paused', () => {
  const pausedTill = (time: string): KitchenPacing => ({ busy: null, pause: { until: kathmandu(`2026-11-27T${time}`) } });
  const pausedUntilResumed: KitchenPacing = { busy: null, pause: { until: null } };

  it('refuses web orders while the pause lasts, and takes them again at its end', () => {
    expect(takesOrdersFrom('web', pausedTill('19:15'), now)).toBe(false);
    expect(takesOrdersFrom('web', pausedTill('19:15'), kathmandu('2026-11-27T19:15'))).toBe(true);
    expect(takesOrdersFrom('web', pausedUntilResumed, now + 24 * 60 * MINUTE)).toBe(false);
    expect(takesOrdersFrom('web', NORMAL_PACE, now)).toBe(true);
  });

  it('still takes orders by phone', () => {
    expect(takesOrdersFrom('phone', pausedTill('19:15'), now)).toBe(true);
    expect(takesOrdersFrom('phone', pausedUntilResumed, now)).toBe(true);
  });

  it('tells the customer when orders resume, in the shop’s time', () => {
    expect(ordersPausedMessage(kathmandu('2026-11-27T19:15'), now)).toBe('Online orders are paused right now. We take them again today at 19:15');
    // Paused at 23:50 for half an hour: tomorrow, by Kathmandu's calendar.
    expect(ordersPausedMessage(kathmandu('2026-11-28T00:20'), kathmandu('2026-11-27T23:50'))).toBe('Online orders are paused right now. We take them again tomorrow at 00:20');
    expect(ordersPausedMessage(null, now)).toBe('Online orders are paused for now. Please call the shop to order');
  });

  it('refuses a web order with the sentence for the pause that holds, and nothing else', () => {
    expect(refusedWhilePaused('web', pausedTill('19:15'), now)).toBe(ordersPausedMessage(kathmandu('2026-11-27T19:15'), now));
    expect(refusedWhilePaused('web', pausedUntilResumed, now)).toBe(ordersPausedMessage(null, now));
    expect(refusedWhilePaused('web', pausedTill('19:15'), kathmandu('2026-11-27T19:15'))).toBeNull();
    expect(refusedWhilePaused('phone', pausedUntilResumed, now)).toBeNull();
  });
});

describe('the end of a spell', () => {
  it('falls on a whole minute, so that the time read is the instant it ends', () => {
    expect(pacingEnd(now, 30)).toBe(kathmandu('2026-11-27T19:30'));
    const justAfterSeven = now + 20_000;
    expect(pacingEnd(justAfterSeven, 15)).toBe(kathmandu('2026-11-27T19:16'));
    expect(shopTimeOfDay(pacingEnd(justAfterSeven, 15))).toBe('19:16');
  });

  it('leaves out what has ended, keeping the rest as it was set', () => {
    const both = { busy: { extraMinutes: 10, until: kathmandu('2026-11-27T19:30'), by: 'ram' }, pause: { until: kathmandu('2026-11-27T19:15'), by: 'sita' } };
    expect(pacingAt(both, now)).toEqual(both);
    expect(pacingAt(both, kathmandu('2026-11-27T19:20'))).toEqual({ busy: both.busy, pause: null });
    expect(pacingAt(both, kathmandu('2026-11-27T19:30'))).toEqual(NORMAL_PACE);
  });
});
