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

/** Two decimal degrees side by side, as maps links and shared locations carry them. */
const COORDINATES_IN_TEXT = /(-?\d{1,2}\.\d+)\s*,\s*(-?\d{1,3}\.\d+)/;
/** OpenStreetMap's pin (`mlat=…&mlon=…`) and its view (`#map=zoom/lat/lon`). */
const OSM_PIN = /[?&]mlat=(-?\d{1,2}(?:\.\d+)?)&mlon=(-?\d{1,3}(?:\.\d+)?)/;
const OSM_VIEW = /#map=\d{1,2}\/(-?\d{1,2}(?:\.\d+)?)\/(-?\d{1,3}(?:\.\d+)?)/;

/**
 * The place in a location a customer shares by message, as staff taking a phone order paste it: the
 * coordinates themselves ("27.7172, 85.3240"), or a link that carries them (Google Maps' `?q=` and
 * `@lat,lng`, OpenStreetMap's pin or view, a `geo:` address). As the order's position field, or null
 * when none is found or it is no place on Earth. A short link (maps.app.goo.gl) names no place until
 * it is followed, which is the customer's phone's job, not the shop's.
 */
export function positionFromShared(shared: string): string | null {
  let text = shared.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    // Not percent-encoded after all: read as it is.
  }
  const match = OSM_PIN.exec(text) ?? OSM_VIEW.exec(text) ?? COORDINATES_IN_TEXT.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (!isCoordinate('latitude', latitude) || !isCoordinate('longitude', longitude)) return null;
  return `${latitude},${longitude}`;
}
