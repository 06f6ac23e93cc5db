import type { ReverseGeocoder } from './geocoder.ts';
import { RemoteGeocoder } from './remote.ts';
import { ThreadedGeocoder } from './threaded.ts';

/** GEOCODER_URL names a service to ask; without one the shop answers from its own bundled places, in a thread of its own. */
export function createGeocoder(geocoderUrl: string | null): ReverseGeocoder {
  return geocoderUrl === null ? new ThreadedGeocoder() : new RemoteGeocoder(geocoderUrl);
}
