import { MINUTE } from './time.ts';

/** Anything `new Date()` reads: a Date, epoch milliseconds, or an ISO 8601 text as on the wire. */
export type DateInput = Date | number | string;

/**
 * The currency formatter is built on first use, and again if `Intl.NumberFormat`
 * has been replaced since: a browser without Nepali number data installs a
 * polyfill before its first price, and every price after that must use it.
 */
let currency: { constructor: typeof Intl.NumberFormat; formatter: Intl.NumberFormat } | undefined;

/** SPEC §9: an amount in rupees as NPR in the Nepali locale (`नेरू १,२३४.५०`). */
export function formatCurrency(amount: number): string {
  if (currency?.constructor !== Intl.NumberFormat) {
    currency = {
      constructor: Intl.NumberFormat,
      formatter: new Intl.NumberFormat('ne-NP', { style: 'currency', currency: 'NPR' }),
    };
  }
  return currency.formatter.format(amount);
}

/** The shop delivers in Kathmandu, so its clock is the one that matters. */
export const SHOP_TIME_ZONE = 'Asia/Kathmandu';

// Built on first use: a browser's first Intl formatter costs it tens of milliseconds, which screens without dates need not pay.
let deliveryDate: Intl.DateTimeFormat | undefined;

/** SPEC §9: day, short month, hour and minute, in English, on the shop's clock ('Nov 22, 11:44 AM'). */
export function formatDate(date: DateInput): string {
  deliveryDate ??= new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  });
  return deliveryDate.format(new Date(date));
}

/** SPEC §9: the rounded difference in minutes between the estimated delivery and now; negative once it is past. */
export function minutesLeft(estimatedDelivery: DateInput, now: DateInput = new Date()): number {
  return Math.round((new Date(estimatedDelivery).getTime() - new Date(now).getTime()) / MINUTE);
}
