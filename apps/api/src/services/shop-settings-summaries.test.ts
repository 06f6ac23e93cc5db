import { describe, expect, it } from 'vitest';
import { ALWAYS_OPEN } from '@chulo/domain';
import { describeClosures, describeDeliveryArea, describeHours, describeShopPhone } from './shop-settings-summaries.ts';

describe("the history's sentences for the shop's settings", () => {
  it('tells days in a row with the same hours together, and closed days as closed', () => {
    const lunchAndDinner = [
      { opens: '11:00', closes: '15:00' },
      { opens: '17:00', closes: '22:00' },
    ];
    const week = [lunchAndDinner, lunchAndDinner, lunchAndDinner, [{ opens: '11:00', closes: '22:00' }], lunchAndDinner, lunchAndDinner, []];
    expect(describeHours(week)).toBe('Opening hours: Sunday to Tuesday 11:00–15:00, 17:00–22:00; Wednesday 11:00–22:00; Thursday to Friday 11:00–15:00, 17:00–22:00; Saturday closed');
    expect(describeHours(ALWAYS_OPEN.hours)).toBe('Opening hours: every day 00:00–24:00');
  });

  it('lists the closures by reason and dates, and the area by radius and centre', () => {
    expect(describeClosures([{ from: '2026-10-10', to: '2026-10-14', reason: 'Dashain' }, { from: '2026-11-08', to: '2026-11-08', reason: 'Tihar' }])).toBe(
      'Closures: Dashain 2026-10-10 to 2026-10-14, Tihar 2026-11-08',
    );
    expect(describeClosures([])).toBe('Closures: none');
    expect(describeDeliveryArea({ center: { latitude: 27.7172, longitude: 85.324 }, radiusKm: 8 })).toBe('Delivery area: 8 km around 27.7172, 85.324');
    expect(describeDeliveryArea(null)).toBe('Delivery area: no limit');
  });

  it("tells the shop's phone, or that there is none", () => {
    expect(describeShopPhone('01-5555555')).toBe('Shop’s phone: 01-5555555');
    expect(describeShopPhone(null)).toBe('Shop’s phone: none');
  });
});
