import { describe, expect, it } from 'vitest';
import { ALWAYS_OPEN, formatOpening, hoursProblem, isShopOpen, nextOpening, type OpeningSchedule } from './shop-hours.ts';
import { shopClock, shopMidnight } from './time.ts';

/** An instant given in Kathmandu's time. */
const kathmandu = (dateTime: string) => Date.parse(`${dateTime}+05:45`);

/** Sunday to Friday 11:00 to 22:00, Saturday 12:00 to 15:00 and 17:00 to 23:30; Dashain 2026 closed. */
const SHOP: OpeningSchedule = {
  hours: [
    [{ opens: '11:00', closes: '22:00' }],
    [{ opens: '11:00', closes: '22:00' }],
    [{ opens: '11:00', closes: '22:00' }],
    [{ opens: '11:00', closes: '22:00' }],
    [{ opens: '11:00', closes: '22:00' }],
    [{ opens: '11:00', closes: '22:00' }],
    [
      { opens: '12:00', closes: '15:00' },
      { opens: '17:00', closes: '23:30' },
    ],
  ],
  closures: [{ from: '2026-10-19', to: '2026-10-21', reason: 'Dashain' }],
};

describe('the shop clock (Kathmandu, UTC+5:45)', () => {
  it('reads the date, weekday and minute in the shop, not in UTC', () => {
    // 20:00 UTC on Wednesday 25 November is 01:45 on Thursday the 26th in Kathmandu.
    expect(shopClock(Date.parse('2026-11-25T20:00:00Z'))).toEqual({ date: '2026-11-26', weekday: 4, minute: 105 });
    expect(shopMidnight('2026-11-26')).toBe(Date.parse('2026-11-25T18:15:00Z'));
  });
});

describe('opening hours', () => {
  it('are always open by default', () => {
    expect(isShopOpen(ALWAYS_OPEN, kathmandu('2026-11-26T03:00'))).toBe(true);
    expect(nextOpening(ALWAYS_OPEN, 0)).toBe(0);
  });

  it('open at the opening minute and close at the closing one', () => {
    expect(isShopOpen(SHOP, kathmandu('2026-11-26T10:59'))).toBe(false);
    expect(isShopOpen(SHOP, kathmandu('2026-11-26T11:00'))).toBe(true);
    expect(isShopOpen(SHOP, kathmandu('2026-11-26T21:59'))).toBe(true);
    expect(isShopOpen(SHOP, kathmandu('2026-11-26T22:00'))).toBe(false);
  });

  it('know the next opening: later today, after a break, tomorrow, or after a closure', () => {
    expect(nextOpening(SHOP, kathmandu('2026-11-26T08:00'))).toBe(kathmandu('2026-11-26T11:00'));
    // Saturday the 28th: closed between 15:00 and 17:00.
    expect(nextOpening(SHOP, kathmandu('2026-11-28T15:30'))).toBe(kathmandu('2026-11-28T17:00'));
    expect(nextOpening(SHOP, kathmandu('2026-11-26T23:00'))).toBe(kathmandu('2026-11-27T11:00'));
    // Dashain: Monday the 19th to Wednesday the 21st of October.
    expect(isShopOpen(SHOP, kathmandu('2026-10-20T12:00'))).toBe(false);
    expect(nextOpening(SHOP, kathmandu('2026-10-18T23:00'))).toBe(kathmandu('2026-10-22T11:00'));
  });

  it('never open without any hours', () => {
    expect(nextOpening({ hours: Array.from({ length: 7 }, () => []), closures: [] }, 0)).toBeNull();
  });

  it('say what is wrong with a week', () => {
    expect(hoursProblem(SHOP.hours)).toBeNull();
    expect(hoursProblem(ALWAYS_OPEN.hours)).toBeNull();
    expect(hoursProblem(SHOP.hours.slice(0, 6))).toBe('Opening hours need all seven days');
    expect(hoursProblem([[{ opens: '22:00', closes: '11:00' }], [], [], [], [], [], []])).toBe('Sunday: the shop must close after it opens');
    expect(hoursProblem([[], [{ opens: '9', closes: '11:00' }], [], [], [], [], []])).toBe('Monday: times are HH:MM, from 00:00 to 24:00');
    expect(
      hoursProblem([
        [],
        [],
        [
          { opens: '10:00', closes: '14:00' },
          { opens: '13:00', closes: '18:00' },
        ],
        [],
        [],
        [],
        [],
      ]),
    ).toBe('Tuesday: opening hours overlap');
  });
});

describe('formatOpening', () => {
  it('says when the shop opens in words the server and every browser share', () => {
    const now = kathmandu('2026-11-26T08:00');
    expect(formatOpening(kathmandu('2026-11-26T11:00'), now)).toBe('today at 11:00');
    expect(formatOpening(kathmandu('2026-11-27T09:05'), now)).toBe('tomorrow at 09:05');
    expect(formatOpening(kathmandu('2026-12-03T11:00'), now)).toBe('on Thursday 3 December at 11:00');
  });
});
