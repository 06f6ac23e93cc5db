import { describe, it, expect } from 'vitest';
import { OfflineGeocoder, type Place } from './offline.ts';
import { postcodeFor } from './postcodes.ts';

describe('OfflineGeocoder on the bundled GeoNames places', () => {
  const geocoder = new OfflineGeocoder();

  it('puts the shop in Kathmandu 44600, Nepal, echoing the position', async () => {
    expect(await geocoder.reverse(27.7172, 85.324)).toEqual({
      latitude: 27.7172,
      longitude: 85.324,
      locality: 'Kathmandu',
      city: 'Kathmandu',
      postcode: '44600',
      countryName: 'Nepal',
      countryCode: 'NP',
    });
  });

  it('names Patan as the locality and Kathmandu, the larger town next door, as the city, with Patan’s own postcode', async () => {
    expect(await geocoder.reverse(27.6588, 85.3247)).toMatchObject({
      locality: 'Pātan',
      city: 'Kathmandu',
      postcode: '44700',
      countryName: 'Nepal',
      countryCode: 'NP',
    });
  });

  it('names the metropolis, not the neighbourhood or borough, as the city', async () => {
    expect(await geocoder.reverse(48.2127, 16.3153)).toMatchObject({
      locality: 'Ottakring',
      // No postcodes listed for Austria: none rather than a guess.
      postcode: '',
      city: 'Vienna',
      countryName: 'Austria',
      countryCode: 'AT',
    });
    expect(await geocoder.reverse(51.5007, -0.1246)).toMatchObject({
      locality: 'City of Westminster',
      city: 'London',
      countryName: 'United Kingdom',
    });
  });

  it('keeps the city in the locality’s country, however close the larger town across the border', async () => {
    // On the German bank of the Rhine, Strasbourg outweighs Kehl but is in France.
    expect(await geocoder.reverse(48.5758, 7.7955)).toMatchObject({
      locality: 'Kehl',
      city: 'Kehl',
      countryName: 'Germany',
      countryCode: 'DE',
    });
  });

  it('names nothing in the middle of the Pacific', async () => {
    expect(await geocoder.reverse(0, -140)).toEqual({
      latitude: 0,
      longitude: -140,
      locality: '',
      city: '',
      postcode: '',
      countryName: '',
      countryCode: '',
    });
  });
});

describe('OfflineGeocoder loading', () => {
  const thimi: Place = {
    name: 'Madhyapur Thimi',
    countryCode: 'NP',
    population: 83_036,
    longitude: 85.3875,
    latitude: 27.68056,
    isNeighbourhood: false,
  };

  function countingReader(places: readonly Place[]) {
    const reader = {
      reads: 0,
      read: () => {
        reader.reads += 1;
        return places;
      },
    };
    return reader;
  }

  it('reads nothing when built, reads in the background once warmed up, and only once', async () => {
    const reader = countingReader([thimi]);
    const geocoder = new OfflineGeocoder(reader.read);
    expect(reader.reads).toBe(0);

    geocoder.warmUp();
    expect(reader.reads).toBe(0);

    const answers = await Promise.all([geocoder.reverse(27.68, 85.39), geocoder.reverse(27.69, 85.38)]);
    expect(answers.map((answer) => answer.locality)).toEqual(['Madhyapur Thimi', 'Madhyapur Thimi']);
    expect(reader.reads).toBe(1);
  });

  it('loads on the first lookup when nobody warmed it up', async () => {
    const reader = countingReader([thimi]);
    const geocoder = new OfflineGeocoder(reader.read);
    expect((await geocoder.reverse(27.68, 85.39)).city).toBe('Madhyapur Thimi');
    expect(reader.reads).toBe(1);
  });

  it('hands a failed load to whoever asks for an address', async () => {
    const geocoder = new OfflineGeocoder(() => {
      throw new Error('cities.pbf is missing');
    });
    geocoder.warmUp();
    await expect(geocoder.reverse(27.7172, 85.324)).rejects.toThrow('cities.pbf is missing');
  });
});

describe('postcodes', () => {
  it('find the town by its name without accents, the locality before the city', () => {
    expect(postcodeFor('NP', ['Dharān', 'Kathmandu'])).toBe('56700');
    expect(postcodeFor('NP', ['Thamel', 'Kathmandu'])).toBe('44600');
    expect(postcodeFor('NP', ['Jomsom'])).toBe('');
    expect(postcodeFor('IN', ['Kathmandu'])).toBe('');
  });
});
