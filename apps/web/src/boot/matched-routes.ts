import { matchRoutes, type RouteObject } from 'react-router-dom';

type Lazy = RouteObject['lazy'];

/** What a route's `lazy` brings: the whole route's parts at once, or each part by itself. */
async function lazyParts(lazy: NonNullable<Lazy>): Promise<Partial<RouteObject>> {
  if (typeof lazy === 'function') return (await lazy()) as Partial<RouteObject>;
  const parts = Object.entries(lazy as Record<string, () => Promise<unknown>>);
  return Object.fromEntries(await Promise.all(parts.map(async ([part, load]) => [part, await load()])));
}

/**
 * Loads the code of the routes at `pathname` into them, for the browser to take over the page the
 * server rendered: a route still lazy would show its loading fallback, not the page, while it loads.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy) return;
      Object.assign(route, await lazyParts(route.lazy), { lazy: undefined });
    }),
  );
}
