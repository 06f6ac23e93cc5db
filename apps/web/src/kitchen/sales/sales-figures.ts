import type { SalesReport } from '@chulo/api-client/contract';
import { PAYMENT_METHOD_NAMES } from '@chulo/domain';

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

/** A row of a table of what sold: a pizza (its size the detail) or an extra. */
export interface SoldRow {
  key: string;
  name: string;
  detail?: string;
  quantity: number;
  /** Rupees. */
  revenue: number;
}

/** The best sellers, each pizza in each size; from a server that answers no sizes, each pizza. */
export function bestSellerRows(report: SalesReport): SoldRow[] {
  if (!report.bestSellersBySize) return report.bestSellers.map(({ pizzaId, name, quantity, revenue }) => ({ key: String(pizzaId), name, quantity, revenue }));
  return report.bestSellersBySize.map(({ pizzaId, name, size, quantity, revenue }) => ({ key: `${pizzaId} ${size}`, name, detail: size, quantity, revenue }));
}

const CHANNEL_NAME = { web: 'Online', phone: 'By phone' } as const;

/** Orders and revenue of each channel: the customers' own checkouts and the orders staff took by phone; none from a server that answers no channels. */
export const channelRows = (report: SalesReport): SoldRow[] =>
  (report.byChannel ?? []).map(({ channel, orders, revenue }) => ({ key: channel, name: CHANNEL_NAME[channel], quantity: orders, revenue }));

/** Each extra sold, as the report lists them. */
export const extraRows = (report: SalesReport): SoldRow[] => (report.extras ?? []).map(({ name, quantity, revenue }) => ({ key: name, name, quantity, revenue }));

/** The orders not cancelled by how they were paid; none from a shop that only ever took cash (or a server that does not say). */
export function paymentRows(report: SalesReport): SoldRow[] {
  const rows = report.byPayment ?? [];
  if (rows.every(({ method }) => method === 'cash')) return [];
  return rows.map(({ method, orders, revenue }) => ({ key: method, name: PAYMENT_METHOD_NAMES[method], quantity: orders, revenue }));
}
