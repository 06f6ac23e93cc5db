import type { ReverseGeocode } from '@chulo/api-client/contract';
import checkGeocode from '@chulo/api-client/contract?schema=GeocodeSchema&check';
import { apiCall } from '../lib/api.ts';

export function reverseGeocode(latitude: number, longitude: number): Promise<ReverseGeocode> {
  // Six decimals (about 10 cm) keep the query inside the server's number format.
  const query = new URLSearchParams({ latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) });
  return apiCall<ReverseGeocode>({
    method: 'GET',
    path: `/api/geocode/reverse?${query}`,
    answer: checkGeocode,
    failure: 'Failed getting address',
  });
}
