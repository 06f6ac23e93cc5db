import { toPaisa } from './money.ts';
import { MINUTE, MONTHS, shopClock } from './time.ts';

/**
 * Prices and delivery times are written out here rather than by Intl (decision 020): the server's
 * page and every browser then read the same to the character, with or without Nepal's locale data
 * (Debian's Chromium has none), and a phone never pays for Intl's first use (tens of milliseconds
 * of its data loading) while it takes over the server's page. The tests hold both to Node's Intl.
 */

/** Anything `new Date()` reads: a Date, epoch milliseconds, or an ISO 8601 text as on the wire. */
export type DateInput = Date | number | string;

const NEPALI_DIGITS = '०१२३४५६७८९';

/** Digits in Devanagari, grouped as Nepal groups them: the last three, then pairs (१२,३४,५६७). */
const nepaliNumber = (digits: string) => digits.replace(/\B(?=(\d{2})*\d{3}$)/g, ',').replace(/\d/g, (digit) => NEPALI_DIGITS[Number(digit)]!);

/** SPEC §9: an amount in rupees as NPR in the Nepali locale (`नेरू १,२३४.५०`), to the paisa. */
export function formatCurrency(amount: number): string {
  const paisa = String(Math.abs(toPaisa(amount))).padStart(3, '0');
  // A minus sign for any negative amount, even one that rounds to nothing, as ne-NP writes it.
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}नेरू\u00a0${nepaliNumber(paisa.slice(0, -2))}.${nepaliNumber(paisa.slice(-2))}`;
}

/** The shop delivers in Kathmandu, so its clock is the one that matters: the IANA name of its zone, for Intl where a screen uses it. */
export const SHOP_TIME_ZONE = 'Asia/Kathmandu';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** SPEC §9: day, short month, hour and minute, in English, on the shop's clock ('Nov 22, 11:44 AM'). */
export function formatDate(date: DateInput): string {
  const { date: day, minute } = shopClock(new Date(date).getTime());
  const [, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const hour = Math.floor(minute / 60);
  return `${MONTHS[month - 1]!.slice(0, 3)} ${dayOfMonth}, ${twoDigits(hour % 12 || 12)}:${twoDigits(minute % 60)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** SPEC §9: the rounded difference in minutes between the estimated delivery and now; negative once it is past. */
export function minutesLeft(estimatedDelivery: DateInput, now: DateInput = new Date()): number {
  return Math.round((new Date(estimatedDelivery).getTime() - new Date(now).getTime()) / MINUTE);
}
