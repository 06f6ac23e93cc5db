import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, minutesUntil } from './format.ts';
import { formatsNepaliNumbers } from './nepali-numbers.ts';

const NBSP = '\u00a0';

describe('formatCurrency', () => {
  it('formats rupees as NPR in the Nepali locale', () => {
    expect(formatCurrency(1234.5)).toBe(`नेरू${NBSP}१,२३४.५०`);
  });

  it('groups thousands the Nepali way and always shows paisa', () => {
    expect(formatCurrency(123456)).toBe(`नेरू${NBSP}१,२३,४५६.००`);
    expect(formatCurrency(0)).toBe(`नेरू${NBSP}०.००`);
  });
});

describe('formatDate', () => {
  it('shows day, short month, hour and minute in English, on Kathmandu time', () => {
    // 05:59 UTC is 11:44 in Kathmandu (UTC+5:45).
    expect(formatDate('2025-11-22T05:59:00.000Z')).toBe('Nov 22, 11:44 AM');
  });

  it('follows the date into the next day in Kathmandu', () => {
    expect(formatDate('2025-03-01T19:30:00.000Z')).toBe('Mar 2, 01:15 AM');
  });
});

describe('minutesUntil', () => {
  const now = Date.parse('2025-11-22T06:00:00.000Z');

  it('is the rounded difference in minutes', () => {
    expect(minutesUntil('2025-11-22T06:27:29.000Z', now)).toBe(27);
    expect(minutesUntil('2025-11-22T06:27:31.000Z', now)).toBe(28);
  });

  it('is negative once the estimate is past', () => {
    expect(minutesUntil('2025-11-22T05:50:00.000Z', now)).toBe(-10);
  });
});

describe('formatsNepaliNumbers', () => {
  it('is true where the runtime has Nepali number data', () => {
    expect(formatsNepaliNumbers()).toBe(true);
  });

  it('is false for a browser that silently falls back to another format', () => {
    class FallbackNumberFormat extends Intl.NumberFormat {
      constructor(_locale: string, options: Intl.NumberFormatOptions) {
        super('en-US', options);
      }
    }
    expect(formatsNepaliNumbers(FallbackNumberFormat as typeof Intl.NumberFormat)).toBe(false);
  });
});
