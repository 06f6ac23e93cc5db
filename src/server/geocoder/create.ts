import type { ReverseGeocoder } from './geocoder.ts';
import { OfflineGeocoder } from './offline.ts';
import { RemoteGeocoder } from './remote.ts';

/** GEOCODER_URL names a service to ask; without one the shop answers from its own bundled places. */
export function createGeocoder(geocoderUrl: string | null): ReverseGeocoder {
  return geocoderUrl === null ? new OfflineGeocoder() : new RemoteGeocoder(geocoderUrl);
}
