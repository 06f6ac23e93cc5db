import { describe, expect, it } from 'vitest';
import { datesFrom, daysCounted, isCalendarDate } from './calendar.ts';

describe('calendar dates', () => {
  it('knows the days the calendar has, leap days included', () => {
    expect(isCalendarDate('2026-11-26')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-11-26')).toBe(false);
  });

  it('counts both ends of a range and lists every date, across months and years', () => {
    expect(daysCounted('2026-11-26', '2026-11-26')).toBe(1);
    expect(daysCounted('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysCounted('2028-01-01', '2028-12-31')).toBe(366);
    expect(datesFrom('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(datesFrom('2026-11-26', '2026-11-25')).toEqual([]);
  });
});
