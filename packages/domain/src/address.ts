/** The parts of an address that the reverse geocoder answers (SPEC §7). */
export interface AddressParts {
  locality: string;
  city: string;
  postcode: string;
  countryName: string;
}

const clean = (part: string) => part.replace(/\s+/g, ' ').trim();

/**
 * SPEC §7: 'locality, city postcode, countryName'. Empty parts are left out with
 * their separators, so there is never a stray comma or a double space.
 */
export function buildAddress({ locality, city, postcode, countryName }: AddressParts): string {
  const cityLine = [clean(city), clean(postcode)].filter(Boolean).join(' ');
  return [clean(locality), cityLine, clean(countryName)].filter(Boolean).join(', ');
}

/**
 * The longest directions for the rider an order may carry ('behind Bhatbhateni, blue gate'): where
 * Kathmandu's streets have no numbers, a few landmarks finish the address. They are a person's text
 * like the address (text.ts's rules), and optional.
 */
export const DIRECTIONS_MAX_LENGTH = 200;
