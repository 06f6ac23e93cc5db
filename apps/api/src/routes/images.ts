import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PIZZA_ID_DIGITS } from '@chulo/api-client/contract';
import { pizzaSvg } from '../pictures/pizza-image.ts';
import type { MenuBoard } from './menu-board.ts';
import { ClientError } from '../refusals.ts';
import { parseOr400 } from './parse.ts';

const ImageParams = z.object({ file: z.string().regex(new RegExp(`^${PIZZA_ID_DIGITS}\\.svg$`), 'Unknown image') });

/**
 * Each pizza's illustration, drawn from its ingredients. Compressed for the browsers that take it
 * (every current one): SVG is text, which compresses well, and a phone fetches most of the menu's
 * pictures before its first paint. Registered in this plugin, for these
 * answers alone; a browser keeps each for a day.
 */
export async function imageRoutes(app: FastifyInstance, { menu }: { menu: MenuBoard }) {
  await app.register(compress, { global: true, threshold: 1024 });
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
