import { ORDER_SEARCH_FIELD, SCREEN_PATHS } from '../router/screens.ts';

/** The query parameters a customer screen reads, by its path: the header's search, sent as a plain form, alone. */
const READ_PARAMETERS: Readonly<Record<string, readonly string[]>> = { [SCREEN_PATHS.orderSearch]: [ORDER_SEARCH_FIELD] };

/**
 * A page's address as the customer's screens read it: its path, and of its query only what its
 * screen reads. Any other query (`/menu?x=1`, a campaign's tag) renders the very page no query
 * does, so the server renders that page once for all of them, and a query cannot make it render again.
 */
export function pageAddress(url: URL): URL {
  // Joined rather than resolved: a path that starts with `//` is no other host.
  const address = new URL(`${url.origin}${url.pathname}`);
  for (const name of READ_PARAMETERS[url.pathname] ?? []) {
    for (const value of url.searchParams.getAll(name)) address.searchParams.append(name, value);
  }
  return address;
}
