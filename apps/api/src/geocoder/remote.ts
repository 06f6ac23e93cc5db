import * as z from 'zod/mini';
import { GeocodeSchema, type ReverseGeocode } from '@chulo/api-client/contract';
import type { ReverseGeocoder } from './geocoder.ts';

/** What the service tells us; the position we asked about is ours to echo. */
const AddressParts = z.omit(GeocodeSchema, { latitude: true, longitude: true });

/** Past this the customer is better off typing the address. */
const ANSWER_TIMEOUT_MS = 5_000;

/** Asks the reverse-geocoding service at GEOCODER_URL: `?latitude=..&longitude=..`, answered in JSON. */
export class RemoteGeocoder implements ReverseGeocoder {
  readonly #url: URL;
  /** For errors: the URL without its query, which may carry an API key. */
  readonly #name: string;
  readonly #timeoutMs: number;

  constructor(url: string, timeoutMs = ANSWER_TIMEOUT_MS) {
    this.#url = new URL(url);
    this.#name = `The geocoder at ${this.#url.origin}${this.#url.pathname}`;
    this.#timeoutMs = timeoutMs;
  }

  /** Nothing to load: the service keeps its own data. */
  warmUp(): void {}

  async reverse(latitude: number, longitude: number): Promise<ReverseGeocode> {
    // BigDataCloud's reverse-geocode-client, its kin, and another shop server all answer in this shape.
    const address = AddressParts.safeParse(await this.#ask(latitude, longitude));
    if (!address.success) {
      throw new Error(`${this.#name} sent an answer without an address: ${z.prettifyError(address.error)}`);
    }
    return { latitude, longitude, ...address.data };
  }
  /** Nothing held: each lookup is a request of its own. */
  async close(): Promise<void> {}


  /**
   * The service's JSON. Every failure becomes a plain Error naming the service: a bare SyntaxError would
   * read as the customer's bad request to the error handler, and a bare "fetch failed" says nothing of whose.
   */
  async #ask(latitude: number, longitude: number): Promise<unknown> {
    const url = new URL(this.#url);
    url.searchParams.set('latitude', String(latitude));
    url.searchParams.set('longitude', String(longitude));
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.#timeoutMs),
    }).catch((cause: unknown) => {
      throw new Error(`${this.#name} did not answer`, { cause });
    });
    if (!response.ok) {
      // Unread, the body would hold the connection until garbage collection.
      await response.body?.cancel();
      throw new Error(`${this.#name} answered ${response.status}`);
    }
    return response.json().catch((cause: unknown) => {
      throw new Error(`${this.#name} sent no readable JSON`, { cause });
    });
  }
}
