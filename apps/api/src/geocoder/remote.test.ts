import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeocoder } from './create.ts';
import { ThreadedGeocoder } from './threaded.ts';
import { RemoteGeocoder } from './remote.ts';

const thamel = { locality: 'Thamel', city: 'Kathmandu', postcode: '44600', countryName: 'Nepal', countryCode: 'NP' };

/** What the stand-in service answers, by path. */
const answers: Record<string, { status: number; body: string }> = {
  // Shaped like BigDataCloud's reverse-geocode-client: our fields among many others.
  '/bare': {
    status: 200,
    body: JSON.stringify({ latitude: 1, longitude: 2, principalSubdivision: 'Bagmati Province', ...thamel }),
  },
  '/down': { status: 503, body: 'Service Unavailable' },
  '/no-city': { status: 200, body: JSON.stringify({ ...thamel, city: 42 }) },
  '/html': { status: 200, body: '<html>Sign in to continue</html>' },
};

let server: Server;
let baseUrl: string;
const requestedUrls: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requestedUrls.push(request.url ?? '');
    const answer = answers[new URL(request.url ?? '/', 'http://service').pathname];
    // Any other path plays a service that has hung.
    if (!answer) return;
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('RemoteGeocoder', () => {
  it('asks with the position added to the configured query and echoes the position back', async () => {
    const geocoder = new RemoteGeocoder(`${baseUrl}/bare?key=shop-secret`);
    expect(await geocoder.reverse(27.7154, 85.3123)).toEqual({ latitude: 27.7154, longitude: 85.3123, ...thamel });
    expect(new URL(requestedUrls.at(-1)!, baseUrl).searchParams.toString()).toBe(
      'key=shop-secret&latitude=27.7154&longitude=85.3123',
    );
  });

  it('fails with the service’s status, without leaking the query’s API key', async () => {
    const failure = new RemoteGeocoder(`${baseUrl}/down?key=shop-secret`).reverse(27.7, 85.3);
    await expect(failure).rejects.toThrow(`The geocoder at ${baseUrl}/down answered 503`);
    await expect(failure).rejects.not.toThrow(/shop-secret/);
  });

  it('fails on an answer that lacks part of the address', async () => {
    await expect(new RemoteGeocoder(`${baseUrl}/no-city`).reverse(27.7, 85.3)).rejects.toThrow(
      /sent an answer without an address.*city/s,
    );
  });

  it('fails on an answer that is not JSON with a plain Error, not a SyntaxError the error handler would blame on the customer', async () => {
    const failure = new RemoteGeocoder(`${baseUrl}/html`).reverse(27.7, 85.3);
    await expect(failure).rejects.toThrow(`The geocoder at ${baseUrl}/html sent no readable JSON`);
    await expect(failure).rejects.not.toBeInstanceOf(SyntaxError);
  });

  it('gives up on a service that does not answer in time', async () => {
    const geocoder = new RemoteGeocoder(`${baseUrl}/hung`, 100);
    await expect(geocoder.reverse(27.7, 85.3)).rejects.toThrow(`The geocoder at ${baseUrl}/hung did not answer`);
  });
});

describe('createGeocoder', () => {
  it('asks the configured service when GEOCODER_URL is set', async () => {
    const geocoder = createGeocoder(`${baseUrl}/bare`);
    expect(geocoder).toBeInstanceOf(RemoteGeocoder);
    expect((await geocoder.reverse(27.7154, 85.3123)).locality).toBe('Thamel');
  });

  it('answers from the bundled places when it is not', () => {
    expect(createGeocoder(null)).toBeInstanceOf(ThreadedGeocoder);
  });
});
