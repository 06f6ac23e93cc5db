// This package's own tests only: it needs Vitest, which the published testing entry does not.
import { vi } from 'vitest';
import { type ApiConnection, createApiConnection } from '../connection.ts';
import type { ApiError } from '../errors.ts';

type FakeFetch = ReturnType<typeof vi.fn<typeof globalThis.fetch>>;

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
