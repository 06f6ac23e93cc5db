import { vi } from 'vitest';
import { type ApiConnection, createApiConnection } from '../connection.ts';
import type { ApiError } from '../errors.ts';

type FakeFetch = ReturnType<typeof vi.fn<typeof globalThis.fetch>>;

/** An answer with a JSON body, as the shop's server sends them. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's `{status: 'success', data}`. */
export const success = (data: unknown, status = 200) => json(status, { status: 'success', data });

/**
 * A connection whose `fetch` the test answers and whose failures the test collects,
 * instead of the network and the console.
 */
export function fakeConnection(baseUrl = 'http://shop.test'): { api: ApiConnection; fetch: FakeFetch; failures: ApiError[] } {
  const fetch = vi.fn<typeof globalThis.fetch>();
  const failures: ApiError[] = [];
  return { api: createApiConnection({ baseUrl, fetch, onFailure: (error) => failures.push(error) }), fetch, failures };
}

/** What the fake `fetch` was asked, call by call: method, URL, headers and parsed JSON body. */
export function requestsOf(fetch: FakeFetch) {
  return fetch.mock.calls.map(([input, init = {}]) => ({
    url: String(input),
    method: init.method ?? 'GET',
    headers: new Headers(init.headers),
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}

/**
 * One answer of `text/event-stream` that the test writes into by hand, as the server
 * would; `closed` tells whether the client has hung up.
 */
export class EventStreamAnswer {
  readonly response: Response;
  closed = false;
  #stream!: ReadableStreamDefaultController<Uint8Array>;

  constructor(signal?: AbortSignal | null) {
    const body = new ReadableStream<Uint8Array>({ start: (stream) => void (this.#stream = stream) });
    this.response = new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
    signal?.addEventListener('abort', () => {
      this.closed = true;
      this.#stream.error(new DOMException('The client hung up', 'AbortError'));
    });
  }

  write(text: string): void {
    this.#stream.enqueue(new TextEncoder().encode(text));
  }

  send(event: string, data: unknown): void {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** The server ends the stream (a restart, a deploy). */
  end(): void {
    this.#stream.close();
  }

  /** The connection breaks mid-stream. */
  break(): void {
    this.#stream.error(new TypeError('terminated'));
  }
}
