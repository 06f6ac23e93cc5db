import { type ApiError, logFailure } from './errors.ts';

export interface ApiClientOptions {
  /**
   * Where the API's `/api` paths start: the page's own origin when left out (or ''), an
   * origin such as 'https://shop.example' from anywhere else. Node has no page: give one.
   */
  baseUrl?: string;
  /** The `fetch` to call; the global one when left out, looked up on each call. */
  fetch?: typeof fetch;
  /** Told of every failure, before the call rejects with it: by default logged to the console for the operator. */
  onFailure?: (error: ApiError) => void;
}

/** What every call needs: where the API is, how to reach it, and who hears of failures. */
export interface ApiConnection {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly onFailure: (error: ApiError) => void;
}

/**
 * A connection to the shop's API, for the call functions (`getMenu(api)`, …): an app that
 * splits its code by screen gets, with each call, only that call's code and answer check.
 * `createApiClient` gives the same calls as methods of one object.
 */
export function createApiConnection({ baseUrl = '', fetch, onFailure = logFailure }: ApiClientOptions = {}): ApiConnection {
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    // Not kept: a test or a polyfill may put another `fetch` in place later.
    fetch: fetch ?? ((input, init) => globalThis.fetch(input, init)),
    onFailure,
  };
}

/** Stops following a live feed and closes its connection. */
export type Unsubscribe = () => void;
