import { describe, expect, it } from 'vitest';
import { isCoordinate, parsePosition } from './position.ts';

describe('a place on Earth', () => {
  it('has a latitude within 90 degrees of the equator and a longitude within 180 of Greenwich', () => {
    expect(isCoordinate('latitude', 90)).toBe(true);
    expect(isCoordinate('latitude', -90)).toBe(true);
    expect(isCoordinate('latitude', 90.0001)).toBe(false);
    expect(isCoordinate('longitude', -180)).toBe(true);
    expect(isCoordinate('longitude', 180.5)).toBe(false);
    expect(isCoordinate('latitude', Number.NaN)).toBe(false);
  });
});

describe("the order's position field (SPEC §3)", () => {
  it("reads 'latitude, longitude' with or without the space", () => {
    expect(parsePosition('27.717200, 85.324000')).toEqual({ latitude: 27.7172, longitude: 85.324 });
    expect(parsePosition('-33.9,151')).toEqual({ latitude: -33.9, longitude: 151 });
  });

  it('refuses what is not a place on Earth', () => {
    for (const position of ['', 'somewhere', '27.7', '91, 0', '0, 181', '27.7 85.3', '27.7,  85.3']) expect(parsePosition(position)).toBeNull();
  });
});
