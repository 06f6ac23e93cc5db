import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the local geocoder answers for any position: a place the offline geocoder would never name. */
export const LOCAL_PLACE = { locality: 'Local Geocoder Tole', city: 'Lalitpur', postcode: '44700', countryName: 'Nepal', countryCode: 'NP' };

export interface LocalGeocoder {
  url: string;
  /** How many lookups it has answered. */
  lookups(): number;
  close(): Promise<void>;
}

/** A reverse geocoder on a loopback port, taking `?latitude=&longitude=` and answering as such services do. */
export async function startLocalGeocoder(): Promise<LocalGeocoder> {
  let lookups = 0;
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://geocoder').searchParams;
    if (!query.has('latitude') || !query.has('longitude')) {
      response.writeHead(400).end();
      return;
    }
    lookups += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(LOCAL_PLACE));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/reverse`,
    lookups: () => lookups,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The shop keeps its connection to the geocoder open between lookups.
        server.closeAllConnections();
      }),
  };
}
