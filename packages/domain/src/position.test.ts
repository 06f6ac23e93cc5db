import { describe, expect, it } from 'vitest';
import { isCoordinate, parsePosition, positionFromShared } from './position.ts';

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

describe('a location a customer shares, pasted by staff taking a phone order', () => {
  it('finds the place in the coordinates themselves and in the maps links that carry them', () => {
    for (const shared of [
      '27.7172, 85.3240',
      ' 27.7172,85.324 ',
      'https://maps.google.com/?q=27.7172,85.3240',
      'https://www.google.com/maps/search/?api=1&query=27.7172%2C85.3240',
      'https://www.google.com/maps/place/Thamel/@27.7172,85.3240,17z/data=!3m1',
      'geo:27.7172,85.3240?z=17',
      'https://www.openstreetmap.org/?mlat=27.7172&mlon=85.3240#map=17/27.7100/85.3100',
      'https://www.openstreetmap.org/#map=17/27.7172/85.3240',
      'My location: 27.7172, 85.3240 (near the stupa)',
    ]) {
      expect(positionFromShared(shared), shared).toBe('27.7172,85.324');
    }
  });

  it('gives an order position SPEC reads back, and nothing for what names no place on Earth', () => {
    expect(parsePosition(positionFromShared('geo:-33.8688,151.2093')!)).toEqual({ latitude: -33.8688, longitude: 151.2093 });
    for (const shared of ['', 'Thamel, near the stupa', 'https://maps.app.goo.gl/AbCdEf123', '95.1, 85.3', '27.7, 190.2', '%E0%A4', '27, 85']) {
      expect(positionFromShared(shared), shared).toBeNull();
    }
  });
});
