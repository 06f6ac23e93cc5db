import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes } from '@chulo/api-client/contract';
import type { MenuBoard, MenuSnapshot } from './menu-board.ts';
import type { FirstAnswer } from '../plugins/first-answers.ts';
import { hostRefusal } from '../plugins/one-host.ts';
import { RESOURCE_SECURITY_HEADERS } from '../plugins/security-headers.ts';
import { serve } from './serve.ts';

const CONTENT_TYPE = 'application/json; charset=utf-8';

export async function menuRoutes(app: FastifyInstance, { menu }: { menu: MenuBoard }) {
  // The answer is prepared once per menu change, enveloped and serialised, with its ETag.
  const answer = (request: FastifyRequest, reply: FastifyReply, { body, etag }: MenuSnapshot) => {
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(CONTENT_TYPE).send(body);
  };
  // Answered straight from memory, without a promise, whenever it can be (and before Fastify sees it: menuFirst).
  serve(app, routes.getMenu, ({ request, reply }) => {
    const ready = menu.ready();
    return ready ? answer(request, reply, ready) : menu.current().then((snapshot) => answer(request, reply, snapshot));
  });
}

/**
 * The first page every customer opens asks for the menu: the same bytes for everyone until staff
 * change it. A plain `GET /api/menu` gets the kept answer with every header it carries through
 * Fastify (the API's security headers, ETag, cache-control), written as one list made once per
 * menu, before Fastify routes the request. Anything else is Fastify's, which answers it as the
 * route above does or refuses it as its hooks do: a menu not loaded yet, a conditional request
 * (304), another method, a query, a request whose host cannot be taken, a server closing (503).
 */
export function menuFirst(menu: MenuBoard, closing: () => boolean): FirstAnswer {
  let kept: MenuSnapshot | null = null;
  let headers: string[] = [];
  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.url !== '/api/menu' || request.method !== 'GET') return false;
    if (request.headers['if-none-match'] !== undefined || hostRefusal(request) !== null || closing()) return false;
    const snapshot = menu.ready();
    if (!snapshot) return false;
    if (snapshot !== kept) {
      kept = snapshot;
      headers = Object.entries({
        ...RESOURCE_SECURITY_HEADERS,
        etag: snapshot.etag,
        'cache-control': 'no-cache',
        'content-type': CONTENT_TYPE,
        'content-length': String(snapshot.body.length),
      }).flat();
    }
    response.writeHead(200, headers);
    response.end(snapshot.body);
    return true;
  };
}
