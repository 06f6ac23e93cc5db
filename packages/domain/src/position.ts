/** How far from 0 each coordinate of a place on Earth can be, in degrees. */
export const COORDINATE_LIMITS = { latitude: 90, longitude: 180 } as const;

/** True when `value` is a latitude (or longitude) of a place on Earth. */
export function isCoordinate(axis: keyof typeof COORDINATE_LIMITS, value: number): boolean {
  return Math.abs(value) <= COORDINATE_LIMITS[axis];
}

/** `"lat,lng"`, `"lat, lng"` or `""` (SPEC §3). */
const POSITION_PATTERN = /^(-?\d{1,2}(?:\.\d+)?),\s?(-?\d{1,3}(?:\.\d+)?)$/;

/** The order's position field as coordinates, or null when it is not a place on Earth. */
export function parsePosition(position: string): { latitude: number; longitude: number } | null {
  const match = POSITION_PATTERN.exec(position);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (!isCoordinate('latitude', latitude) || !isCoordinate('longitude', longitude)) return null;
  return { latitude, longitude };
}
