import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { ThreadedGeocoder } from './threaded.ts';

describe('the geocoder thread', () => {
  const geocoder = new ThreadedGeocoder();
  afterAll(() => geocoder.close());

  it('loads the places without stalling the server and answers from them', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    geocoder.warmUp();
    const kathmandu = await geocoder.reverse(27.7172, 85.324);
    delay.disable();
    expect(kathmandu).toMatchObject({ city: 'Kathmandu', countryName: 'Nepal', countryCode: 'NP' });
    // Parsing in this thread would block it for hundreds of milliseconds.
    expect(delay.max / 1e6).toBeLessThan(150);
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
