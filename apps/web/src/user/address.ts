import type { ReverseGeocode } from '@chulo/api-client/contract';

type AddressParts = Pick<ReverseGeocode, 'locality' | 'city' | 'postcode' | 'countryName'>;

/**
 * SPEC §7: 'locality, city postcode, countryName'. Empty parts are left out with
 * their separators, so there is never a stray comma or a double space.
 */
export function buildAddress({ locality, city, postcode, countryName }: AddressParts): string {
  const clean = (part: string) => part.replace(/\s+/g, ' ').trim();
  const cityLine = [clean(city), clean(postcode)].filter(Boolean).join(' ');
  return [clean(locality), cityLine, clean(countryName)].filter(Boolean).join(', ');
}
