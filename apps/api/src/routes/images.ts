import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pizzaSvg } from '../domain/pizza-image.ts';
import type { MenuBoard } from '../domain/menu-board.ts';
import { ClientError } from '../domain/errors.ts';
import { parseOr400 } from './parse.ts';

const ImageParams = z.object({ file: z.string().regex(/^\d{1,6}\.svg$/, 'Unknown image') });

/** Each pizza's illustration, drawn from its ingredients. */
export async function imageRoutes(app: FastifyInstance, { menu }: { menu: MenuBoard }) {
  app.get('/images/pizzas/:file', async (request, reply) => {
    const { file } = parseOr400(ImageParams, request.params);
    const id = Number.parseInt(file, 10);
    const pizza = (await menu.current()).pizzas.find((candidate) => candidate.id === id);
    if (!pizza) throw new ClientError(404, 'Unknown image');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(pizzaSvg(pizza));
  });
}
