/** `"lat,lng"`, `"lat, lng"` or `""` (SPEC §3). */
const POSITION_PATTERN = /^(-?\d{1,2}(?:\.\d+)?),\s?(-?\d{1,3}(?:\.\d+)?)$/;

/** The order's position field as coordinates, or null when it is not a place on Earth. */
export function parsePosition(position: string): { latitude: number; longitude: number } | null {
  const match = POSITION_PATTERN.exec(position);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}
