import type { SalesReport } from '@chulo/api-client/contract';

/** The report's figures as the dashboard says them. */

/** 0.25 → "25%". */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The chart's bars: every hour of the day, "08:00". */
export const hourPoints = (report: SalesReport) => report.byHour.map(({ hour, orders, revenue }) => ({ label: `${String(hour).padStart(2, '0')}:00`, orders, revenue }));

const DAY_LABEL = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The chart's bars: every day of the range, "23 Nov". */
export const dayPoints = (report: SalesReport) => report.byDay.map(({ date, orders, revenue }) => ({ label: DAY_LABEL.format(new Date(`${date}T00:00:00Z`)), orders, revenue }));

/** Deliveries on time, as a sentence: "8 of 10 on time (80%)". */
export function punctuality({ delivered, onTime }: SalesReport): string {
  return delivered === 0 ? 'No deliveries yet' : `${onTime} of ${delivered} on time (${percent(onTime / delivered)})`;
}
