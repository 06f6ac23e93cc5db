import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes } from '@chulo/api-client/contract';
import type { MenuBoard, MenuSnapshot } from './menu-board.ts';
import { serve } from './serve.ts';

export async function menuRoutes(app: FastifyInstance, { menu }: { menu: MenuBoard }) {
  // The answer is prepared once per menu change, enveloped and serialised, with its ETag.
  const answer = (request: FastifyRequest, reply: FastifyReply, { body, etag }: MenuSnapshot) => {
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  };
  // The first page every customer opens: answered straight from memory, without a promise, whenever it can be.
  serve(app, routes.getMenu, ({ request, reply }) => {
    const ready = menu.ready();
    return ready ? answer(request, reply, ready) : menu.current().then((snapshot) => answer(request, reply, snapshot));
  });
}
