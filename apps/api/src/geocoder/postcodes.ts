/**
 * Postcodes of the places the shop delivers to and the country's larger towns, by country and place
 * name as GeoNames spells them, less its accents (Pātan, Dharān): the bundled place data has no postcodes. Each is the postcode of the
 * town's head post office (Nepal Post's list); a place not listed gets none rather than a guess.
 */
const POSTCODES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  NP: {
    // The Kathmandu valley, where the shop delivers.
    Kathmandu: '44600',
    Patan: '44700',
    Bhaktapur: '44800',
    Kirtipur: '44618',
    // The larger towns.
    Pokhara: '33700',
    Biratnagar: '56613',
    Bharatpur: '44200',
    Birganj: '44300',
    Hetauda: '44107',
    Janakpur: '45600',
    Dharan: '56700',
    Butwal: '32907',
    Nepalgunj: '21900',
    Dhangadhi: '10900',
  },
};

const withoutAccents = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '');

/** The postcode of the first of `places` (most precise first) that has one; '' when none has. */
export function postcodeFor(countryCode: string, places: readonly string[]): string {
  const codes = POSTCODES[countryCode];
  if (!codes) return '';
  for (const place of places) {
    const code = codes[withoutAccents(place)];
    if (code) return code;
  }
  return '';
}
