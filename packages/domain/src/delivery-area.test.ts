import { describe, expect, it } from 'vitest';
import { deliversTo, distanceKm } from './delivery-area.ts';

const THAMEL = { latitude: 27.7154, longitude: 85.3123 };
const PATAN_DURBAR_SQUARE = { latitude: 27.6727, longitude: 85.3253 };
const POKHARA = { latitude: 28.2096, longitude: 83.9856 };

describe('the delivery area', () => {
  it('measures distances as the crow flies', () => {
    expect(distanceKm(THAMEL, PATAN_DURBAR_SQUARE)).toBeCloseTo(4.9, 1);
    expect(distanceKm(THAMEL, POKHARA)).toBeGreaterThan(140);
    expect(distanceKm(THAMEL, THAMEL)).toBe(0);
  });

  it('takes positions within the radius, the edge included, and everywhere without an area', () => {
    const area = { center: THAMEL, radiusKm: 5 };
    expect(deliversTo(area, PATAN_DURBAR_SQUARE)).toBe(true);
    expect(deliversTo({ center: THAMEL, radiusKm: 4.8 }, PATAN_DURBAR_SQUARE)).toBe(false);
    expect(deliversTo(area, POKHARA)).toBe(false);
    expect(deliversTo(null, POKHARA)).toBe(true);
  });
});
