/**
 * Where the shop delivers: within a radius of the shop, as the crow flies. Checked by the server
 * when an order carries a position, and by the order form as soon as 'Get Position' finds one.
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface DeliveryArea {
  /** The shop's own position. */
  center: Coordinates;
  radiusKm: number;
}

/** The Earth's mean radius: the haversine distance is within half a percent of the ellipsoid's at these scales. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two positions, in kilometres (haversine). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLatitude = radians(b.latitude - a.latitude);
  const dLongitude = radians(b.longitude - a.longitude);
  const h = Math.sin(dLatitude / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether the shop delivers to a position; with no area set, it delivers everywhere. */
export function deliversTo(area: DeliveryArea | null, position: Coordinates): boolean {
  return area === null || distanceKm(area.center, position) <= area.radiusKm;
}
