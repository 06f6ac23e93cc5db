import { type Call, call, type Wording } from '../call.ts';
import type { ApiConnection } from '../connection.ts';
import type { Endpoint } from '../contract/endpoints.ts';

/**
 * How the staff API's calls ask: failures read as the server's own words, which are written
 * for staff (a wrong password, an order that has moved on), or say what staff can do about it.
 * The session's cookie travels by itself (HttpOnly, path /api/staff).
 */

const UNREACHABLE = 'The shop server cannot be reached. Check the connection and try again.';
const UNREADABLE = 'The shop server sent an answer the kitchen cannot read. Please reload the page.';

export const staffWording: Wording = (kind, status, serverMessage) =>
  kind === 'network'
    ? UNREACHABLE
    : kind === 'invalid-answer'
      ? UNREADABLE
      : (serverMessage ?? `The shop server answered ${status}. Please try again.`);

export const ask = <T, E extends Endpoint>(api: ApiConnection, request: Omit<Call<T, E>, 'failure'>) => call(api, { ...request, failure: staffWording });

/** A change: the session's CSRF token travels in a header. */
export const change = <T, E extends Endpoint>(api: ApiConnection, csrfToken: string, request: Omit<Call<T, E>, 'failure' | 'headers'>) =>
  ask(api, { ...request, headers: { 'x-csrf-token': csrfToken } });
