import type { FastifyInstance } from 'fastify';
import type { MenuBoard } from '../domain/menu-board.ts';

export async function menuRoutes(app: FastifyInstance, { menu }: { menu: MenuBoard }) {
  app.get('/api/menu', async (request, reply) => {
    const { body, etag } = await menu.current();
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
