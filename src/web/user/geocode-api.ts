import type { ReverseGeocode } from '../../shared/geocode-schema.ts';
import { apiCall } from '../lib/api.ts';

export function reverseGeocode(latitude: number, longitude: number): Promise<ReverseGeocode> {
  // Six decimals (about 10 cm) keep the query inside the server's number format.
  const query = new URLSearchParams({ latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) });
  return apiCall({
    method: 'GET',
    path: `/api/geocode/reverse?${query}`,
    answer: async () => (await import('../../shared/geocode-schema.ts')).GeocodeSchema,
    failure: 'Failed getting address',
  });
}
