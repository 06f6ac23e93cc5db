import { MINUTE } from './time.ts';

/**
 * Calendar dates as `YYYY-MM-DD`, the shop's days (its own time zone is applied where a date meets
 * an instant: shopMidnight, shopClock). Dates count as UTC days here, so no summer time anywhere
 * can make a day 23 or 25 hours long.
 */

const DAY = 24 * 60 * MINUTE;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;
const dateOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** Whether a text is a `YYYY-MM-DD` the calendar has: 2026-02-28, not 2026-02-30 or 2026-13-01. */
export function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const day = dayNumber(text);
  return Number.isInteger(day) && dateOf(day) === text;
}

/** How many days from `from` to `to`, both counted: 1 for a single day. */
export function daysCounted(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** Every date from `from` to `to`, both included, in order. */
export function datesFrom(from: string, to: string): string[] {
  const first = dayNumber(from);
  return Array.from({ length: Math.max(0, daysCounted(from, to)) }, (_, offset) => dateOf(first + offset));
}
