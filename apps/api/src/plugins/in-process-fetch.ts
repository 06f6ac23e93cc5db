import type { FastifyInstance } from 'fastify';

/** Statuses whose answer has no body, which a `Response` refuses to carry one for. */
const BODYLESS = new Set([101, 204, 205, 304]);

/**
 * A `fetch` answered by this server's own routes, without the network (Fastify's `inject`), for the
 * pages it renders: their API calls pass through every hook as the browser's would, on behalf of
 * `client`, so that a page counts against the limits of the client who asked for it (an order page
 * of an id that does not exist is a lookup that missed, as it is from the browser).
 */
export function inProcessFetch(app: FastifyInstance, client: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
      remoteAddress: client,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const each of [value ?? []].flat()) headers.append(name, String(each));
    }
    return new Response(BODYLESS.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
