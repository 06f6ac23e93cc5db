import { afterEach, describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, minutesLeft } from './format.ts';

const NBSP = '\u00a0';

describe('formatCurrency (SPEC §9)', () => {
  const NativeNumberFormat = Intl.NumberFormat;
  afterEach(() => {
    Intl.NumberFormat = NativeNumberFormat;
  });

  it('formats rupees as NPR in the Nepali locale', () => {
    expect(formatCurrency(1234.5)).toBe(`नेरू${NBSP}१,२३४.५०`);
  });

  it('groups thousands the Nepali way and always shows paisa', () => {
    expect(formatCurrency(123456)).toBe(`नेरू${NBSP}१,२३,४५६.००`);
    expect(formatCurrency(0)).toBe(`नेरू${NBSP}०.००`);
  });

  it('uses Intl.NumberFormat as it is now, so a polyfill installed after the first price formats every later one', () => {
    expect(formatCurrency(5)).toBe(`नेरू${NBSP}५.००`);
    // Stands in for the FormatJS polyfill: another constructor, recognisable by its output.
    class ReplacedNumberFormat extends NativeNumberFormat {
      constructor(_locale: string, options: Intl.NumberFormatOptions) {
        super('en-US', options);
      }
    }
    Intl.NumberFormat = ReplacedNumberFormat as typeof Intl.NumberFormat;
    expect(formatCurrency(5)).toBe(`NPR${NBSP}5.00`);
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
