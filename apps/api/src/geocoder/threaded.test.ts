import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { ThreadedGeocoder } from './threaded.ts';

describe('the geocoder thread', () => {
  const geocoder = new ThreadedGeocoder();
  afterAll(() => geocoder.close());

  it('loads the places without stalling the server and answers from them', async () => {
    const before = performance.eventLoopUtilization();
    geocoder.warmUp();
    const kathmandu = await geocoder.reverse(27.7172, 85.324);
    const loading = performance.eventLoopUtilization(before);
    expect(kathmandu).toMatchObject({ city: 'Kathmandu', countryName: 'Nepal', countryCode: 'NP' });
    // Parsing in this thread would keep it busy nearly all the time it loads. Busy time, unlike a stall
    // measured by the clock, does not grow when other work shares the cores: the loop waits idle meanwhile.
    expect(loading.utilization).toBeLessThan(0.5);
  });

  it('answers lookups that race each other, each with its own place', async () => {
    const [kathmandu, vienna, ocean] = await Promise.all([
      geocoder.reverse(27.7172, 85.324),
      geocoder.reverse(48.2082, 16.3738),
      geocoder.reverse(0, -140),
    ]);
    expect(kathmandu.countryCode).toBe('NP');
    expect(vienna.city).toBe('Vienna');
    expect(ocean.locality).toBe('');
  });

  it('starts a fresh thread after being closed', async () => {
    await geocoder.close();
    expect((await geocoder.reverse(27.7172, 85.324)).city).toBe('Kathmandu');
  });
});
