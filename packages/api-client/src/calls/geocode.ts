import { call } from '../call.ts';
import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/customer-endpoints.ts';
import type { ReverseGeocode } from '../contract/index.ts';
import checkGeocode from '../generated/geocode.ts';

/** GET /api/geocode/reverse: the address at a position, answered without the envelope (SPEC §7's shape). Fails with 'Failed getting address'. */
export function reverseGeocode(api: ApiConnection, { latitude, longitude }: { latitude: number; longitude: number }): Promise<ReverseGeocode> {
  // Six decimals (about 10 cm) keep the query inside the server's number format.
  const query = `latitude=${latitude.toFixed(6)}&longitude=${longitude.toFixed(6)}`;
  return call(api, { to: endpoint.reverseGeocode, query, check: checkGeocode, failure: 'Failed getting address' });
}
