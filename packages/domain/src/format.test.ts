import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, minutesLeft, SHOP_TIME_ZONE } from './format.ts';

const NBSP = '\u00a0';

/** What Node's Intl, with its full locale data, writes: what the formatters must match to the character. */
const intlCurrency = new Intl.NumberFormat('ne-NP', { style: 'currency', currency: 'NPR' });
const intlDate = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: SHOP_TIME_ZONE });

/** A seeded generator (mulberry32), so every run checks the same amounts and instants. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('formatCurrency (SPEC §9)', () => {
  it('formats rupees as NPR in the Nepali locale', () => {
    expect(formatCurrency(1234.5)).toBe(`नेरू${NBSP}१,२३४.५०`);
  });

  it('groups thousands the Nepali way and always shows paisa', () => {
    expect(formatCurrency(123456)).toBe(`नेरू${NBSP}१,२३,४५६.००`);
    expect(formatCurrency(12345678)).toBe(`नेरू${NBSP}१,२३,४५,६७८.००`);
    expect(formatCurrency(0)).toBe(`नेरू${NBSP}०.००`);
  });

  it('writes what Intl writes in ne-NP, for amounts of every size, whole and to the paisa, and for sums with float error', () => {
    const random = seeded(21);
    const amounts = [0, -0, 0.05, 0.5, 9.99, 999, 1000, 99_999.99, 100_000, 0.1 + 0.2, 1.1 * 3, -50, -0.001, 1e12 + 0.25];
    for (let digits = 1; digits <= 12; digits++) {
      for (let draw = 0; draw < 50; draw++) {
        const paisa = Math.floor(random() * 10 ** digits);
        amounts.push(paisa, paisa / 100, paisa / 10, -paisa / 100);
      }
    }
    for (const amount of amounts) expect(formatCurrency(amount), String(amount)).toBe(intlCurrency.format(amount));
  });
});

describe('formatDate (SPEC §9)', () => {
  it('shows day, short month, hour and minute in English, on Kathmandu time', () => {
    // 05:59 UTC is 11:44 in Kathmandu (UTC+5:45).
    expect(formatDate('2025-11-22T05:59:00.000Z')).toBe('Nov 22, 11:44 AM');
  });

  it('follows the date into the next day in Kathmandu', () => {
    expect(formatDate('2025-03-01T19:30:00.000Z')).toBe('Mar 2, 01:15 AM');
  });

  it('reads a Date or epoch milliseconds as well as the wire’s ISO text', () => {
    const instant = Date.parse('2025-11-22T05:59:00.000Z');
    expect(formatDate(new Date(instant))).toBe('Nov 22, 11:44 AM');
    expect(formatDate(instant)).toBe('Nov 22, 11:44 AM');
  });

  it('writes what Intl writes on the shop’s clock, at every hour of every month and around midnight and noon', () => {
    const random = seeded(18);
    const instants = ['2026-11-21T18:15:00Z', '2026-11-22T06:14:59Z', '2026-11-22T06:15:00Z', '2024-02-28T18:15:00Z', '2027-12-31T18:14:00Z'].map(Date.parse);
    const from = Date.parse('1990-01-01T00:00:00Z');
    const to = Date.parse('2060-01-01T00:00:00Z');
    for (let draw = 0; draw < 3000; draw++) instants.push(from + Math.floor(random() * (to - from)));
    for (const instant of instants) expect(formatDate(instant), new Date(instant).toISOString()).toBe(intlDate.format(instant));
  });
});

describe('minutesLeft (SPEC §9)', () => {
  const now = Date.parse('2025-11-22T06:00:00.000Z');

  it('is the rounded difference in minutes', () => {
    expect(minutesLeft('2025-11-22T06:27:29.000Z', now)).toBe(27);
    expect(minutesLeft('2025-11-22T06:27:31.000Z', now)).toBe(28);
    expect(minutesLeft(new Date('2025-11-22T06:27:31.000Z'), new Date(now))).toBe(28);
  });

  it('is negative once the estimate is past', () => {
    expect(minutesLeft('2025-11-22T05:50:00.000Z', now)).toBe(-10);
  });

  it('counts from the present moment when no `now` is given', () => {
    expect(minutesLeft(new Date(Date.now() + 30 * 60_000 + 10_000))).toBe(30);
  });
});
