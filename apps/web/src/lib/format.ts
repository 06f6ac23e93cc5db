/**
 * Every price and date the customer sees goes through here.
 *
 * The currency formatter is built on first use, and again if `Intl.NumberFormat`
 * has been replaced since, so it always uses the Nepali data loaded by
 * `nepali-numbers.ts` in browsers that lack it.
 */
let currency: { constructor: typeof Intl.NumberFormat; formatter: Intl.NumberFormat } | undefined;

export function formatCurrency(rupees: number): string {
  if (currency?.constructor !== Intl.NumberFormat) {
    currency = {
      constructor: Intl.NumberFormat,
      formatter: new Intl.NumberFormat('ne-NP', { style: 'currency', currency: 'NPR' }),
    };
  }
  return currency.formatter.format(rupees);
}

/** The shop delivers in Kathmandu, so its clock is the one that matters. */
export const SHOP_TIME_ZONE = 'Asia/Kathmandu';

// Built on first use: a browser's first Intl formatter costs it tens of milliseconds, which screens without dates need not pay.
let deliveryDate: Intl.DateTimeFormat | undefined;

/** SPEC §9: day, short month, hour and minute, in English. */
export function formatDate(isoDate: string): string {
  deliveryDate ??= new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  });
  return deliveryDate.format(new Date(isoDate));
}

/** SPEC §9: the rounded difference in minutes between `isoDate` and now (negative once past). */
export function minutesUntil(isoDate: string, now: number = Date.now()): number {
  return Math.round((new Date(isoDate).getTime() - now) / 60_000);
}
