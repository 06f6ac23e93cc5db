import { formatOpening } from './shop-hours.ts';
import { MINUTE } from './time.ts';

/**
 * How the kitchen slows the orders down on a rush: staff mark it **busy**, which adds minutes to
 * every estimate the shop gives while it lasts, or **pause online orders**, which refuses web orders
 * while orders taken by phone still go in. Both end by themselves: each is kept as the instant it
 * ends and read against the clock, so every server and every screen agrees on whether it holds
 * without a timer. Times are epoch milliseconds.
 */

/** The minutes staff may add to every new estimate while the kitchen is busy. */
export const BUSY_EXTRA_MINUTES = [10, 20, 30] as const;
/** How long a busy spell may last, in minutes. */
export const BUSY_SPAN_MINUTES = [30, 60, 90] as const;
/** How long online orders may be paused, in minutes; a pause may also last until staff resume them. */
export const PAUSE_SPAN_MINUTES = [15, 30, 60] as const;

/** Where an order comes from: the web's order form, or staff taking it by phone. */
export const ORDER_CHANNELS = ['web', 'phone'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** The kitchen is busy: `extraMinutes` on every estimate until `until`. */
export interface BusySpell {
  extraMinutes: number;
  until: number;
}

/** Online orders are paused until `until`, or until staff resume them (null). */
export interface OrdersPause {
  until: number | null;
}

/** The kitchen's pace as staff last set it; either part may have ended by now (`pacingAt`). */
export interface KitchenPacing {
  busy: BusySpell | null;
  pause: OrdersPause | null;
}

/** A kitchen at its own pace, taking every order. */
export const NORMAL_PACE: KitchenPacing = { busy: null, pause: null };

/**
 * When a spell set at `now` for `minutes` ends: on the minute after, so that the time staff and
 * customers read ("until 19:30") is the very instant it ends, not up to a minute before.
 */
export function pacingEnd(now: number, minutes: number): number {
  return Math.ceil((now + minutes * MINUTE) / MINUTE) * MINUTE;
}

/** The pacing that still holds at `now`: a spell whose time has come is over. */
export function pacingAt<Pacing extends KitchenPacing>(pacing: Pacing, now: number): { busy: Pacing['busy']; pause: Pacing['pause'] } {
  const busy = pacing.busy !== null && now < pacing.busy.until ? pacing.busy : null;
  const pause = pacing.pause !== null && (pacing.pause.until === null || now < pacing.pause.until) ? pacing.pause : null;
  return { busy, pause };
}

/** The minutes every estimate made at `now` gets on top of the kitchen's own time: the busy spell's, or none. */
export function busyMinutesAt(pacing: KitchenPacing, now: number): number {
  return pacingAt(pacing, now).busy?.extraMinutes ?? 0;
}

/** Whether an order from `channel` goes in at `now`: a pause holds web orders only, since staff taking a call decide for themselves. */
export function takesOrdersFrom(channel: OrderChannel, pacing: KitchenPacing, now: number): boolean {
  return channel === 'phone' || pacingAt(pacing, now).pause === null;
}

/**
 * What a customer reads while online orders are paused, in the shop's time: "Online orders are paused
 * right now. We take them again today at 19:30", or, for a pause until staff resume, that the shop
 * still takes orders by phone. The server refuses a web order with it; the order form shows it.
 */
export function ordersPausedMessage(until: number | null, now: number): string {
  return until === null
    ? 'Online orders are paused for now. Please call the shop to order'
    : `Online orders are paused right now. We take them again ${formatOpening(until, now)}`;
}

/** What an order from `channel` is refused with at `now` while online orders are paused, or null when it is taken. */
export function refusedWhilePaused(channel: OrderChannel, pacing: KitchenPacing, now: number): string | null {
  if (takesOrdersFrom(channel, pacing, now)) return null;
  return ordersPausedMessage(pacingAt(pacing, now).pause?.until ?? null, now);
}
