import { MINUTE, MONTHS, shopClock, shopMidnight, shopTimeOfDay } from './time.ts';

/**
 * When the shop takes orders: a week of opening hours in the shop's own time (Kathmandu, UTC+5:45,
 * which keeps no summer time), and dated closures (Dashain, Tihar) on top. The same rules decide on
 * the server, which refuses an order while the shop is closed, and on the order form, which says
 * when it opens again.
 */

/** A stretch of one day, `HH:MM` in the shop's time; `closes` may be `24:00`, the day's end. */
export interface OpeningSpan {
  opens: string;
  closes: string;
}

/** Seven days, Sunday first (as `Date#getUTCDay` counts), each with its spans in order; an empty day is closed. */
export type WeeklyHours = OpeningSpan[][];

/** Whole days the shop stays closed, `YYYY-MM-DD` in the shop's time, both ends included. */
export interface Closure {
  from: string;
  to: string;
  /** What customers are told: "Dashain". */
  reason: string;
}

export interface OpeningSchedule {
  hours: WeeklyHours;
  closures: Closure[];
}

/** A new shop takes orders at once: every day, all day. */
export const ALWAYS_OPEN: OpeningSchedule = {
  hours: Array.from({ length: 7 }, () => [{ opens: '00:00', closes: '24:00' }]),
  closures: [],
};

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const DAY = 24 * 60 * MINUTE;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** Minutes after midnight of an `HH:MM`, or null when it is no time of day. */
export function minutesOfDay(time: string): number | null {
  if (!TIME_PATTERN.test(time)) return null;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** What is wrong with a week of hours, as a sentence, or null when nothing is. */
export function hoursProblem(hours: WeeklyHours): string | null {
  if (hours.length !== 7) return 'Opening hours need all seven days';
  for (const [day, spans] of hours.entries()) {
    let previousClose = -1;
    for (const { opens, closes } of spans) {
      const from = minutesOfDay(opens);
      const to = minutesOfDay(closes);
      if (from === null || to === null || from === 24 * 60) return `${WEEKDAYS[day]}: times are HH:MM, from 00:00 to 24:00`;
      if (to <= from) return `${WEEKDAYS[day]}: the shop must close after it opens`;
      if (from < previousClose) return `${WEEKDAYS[day]}: opening hours overlap`;
      previousClose = to;
    }
  }
  return null;
}

/** The closure that covers an instant, if any. */
export function closureAt(schedule: OpeningSchedule, at: number): Closure | null {
  const { date } = shopClock(at);
  return schedule.closures.find((closure) => closure.from <= date && date <= closure.to) ?? null;
}

/** Whether the shop takes orders at an instant. */
export function isShopOpen(schedule: OpeningSchedule, at: number): boolean {
  if (closureAt(schedule, at)) return false;
  const { weekday, minute } = shopClock(at);
  return (schedule.hours[weekday] ?? []).some(({ opens, closes }) => (minutesOfDay(opens) ?? 0) <= minute && minute < (minutesOfDay(closes) ?? 0));
}

/**
 * The next instant the shop opens after `at` (`at` itself when it is open), looking up to a year
 * ahead; null when it never opens in that time (no hours at all, or one long closure).
 */
export function nextOpening(schedule: OpeningSchedule, at: number): number | null {
  if (isShopOpen(schedule, at)) return at;
  const today = shopClock(at);
  const startOfToday = shopMidnight(today.date);
  for (let dayOffset = 0; dayOffset <= 366; dayOffset++) {
    const midnight = startOfToday + dayOffset * DAY;
    const { weekday } = shopClock(midnight);
    if (closureAt(schedule, midnight)) continue;
    for (const { opens } of schedule.hours[weekday] ?? []) {
      const opening = midnight + (minutesOfDay(opens) ?? 0) * MINUTE;
      if (opening > at) return opening;
    }
  }
  return null;
}

/**
 * The day of `at` as a customer reads it at `now`, in the shop's time: "today", "tomorrow", "on
 * Thursday 22 October". Written out here rather than by Intl, so the server's words and every
 * browser's, with or without Nepal's locale data, are the same.
 */
export function dayFromNow(at: number, now: number): string {
  const { date, weekday } = shopClock(at);
  const days = Math.round((shopMidnight(date) - shopMidnight(shopClock(now).date)) / DAY);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `on ${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]}`;
}

/** When the shop opens, as a customer reads it: "today at 11:00", "tomorrow at 11:00", "on Thursday 22 October at 11:00". */
export function formatOpening(opensAt: number, now: number): string {
  return `${dayFromNow(opensAt, now)} at ${shopTimeOfDay(opensAt)}`;
}
