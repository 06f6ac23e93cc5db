/**
 * Time at the shop: instants are epoch milliseconds, read on Kathmandu's clock (UTC+5:45, which
 * keeps no summer time), whose names are English.
 */

/** One minute in milliseconds: estimates are epoch milliseconds, and customers read them in whole minutes. */
export const MINUTE = 60_000;

/** Kathmandu's offset from UTC, in minutes; Nepal has kept it all year since 1986. */
export const SHOP_UTC_OFFSET_MINUTES = 5 * 60 + 45;

/** The shop's calendar date (`YYYY-MM-DD`), weekday and minute of the day at an instant. */
export function shopClock(at: number): { date: string; weekday: number; minute: number } {
  const local = new Date(at + SHOP_UTC_OFFSET_MINUTES * MINUTE);
  return {
    date: local.toISOString().slice(0, 10),
    weekday: local.getUTCDay(),
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The time of day at an instant on the shop's clock, `HH:MM` ('19:30'). */
export function shopTimeOfDay(at: number): string {
  const { minute } = shopClock(at);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The instant a shop-time date's midnight falls on. */
export function shopMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - SHOP_UTC_OFFSET_MINUTES * MINUTE;
}

/** The months' English names, January first (as `Date#getUTCMonth` counts). */
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
