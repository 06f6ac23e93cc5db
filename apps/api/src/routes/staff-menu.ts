import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_UPLOAD, routes } from '@chulo/api-client/contract';
import type { MenuEditor } from '../services/menu-editor.ts';
import { photoNotAnImage, photoTooLarge } from '../pictures/process-photo.ts';
import { serve } from './serve.ts';

/** Who made a change, for the history: routes of staff only, so a session is always there. */
const who = (request: FastifyRequest) => request.staff!.username;

/** The menu as owners run it: pizzas added, changed, retired and brought back, listed in their order, with photos. */
export async function staffMenuRoutes(app: FastifyInstance, { editor }: { editor: MenuEditor }) {
  serve(app, routes.listPizzas, () => editor.list());
  serve(app, routes.addPizza, ({ body, request }) => editor.add(who(request), body));
  serve(app, routes.changePizza, ({ params, body, request }) => editor.change(who(request), params.pizzaId, body));
  serve(app, routes.orderPizzas, ({ body, request }) => editor.reorder(who(request), body.pizzaIds));
  serve(app, routes.removePizzaPhoto, ({ params, request }) => editor.removePhoto(who(request), params.pizzaId));

  // The photo's bytes as they come, in a scope of their own: no other route takes a picture, and
  // this one takes nothing else (not even the JSON and text every other route may be sent).
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser([...PHOTO_UPLOAD.mediaTypes], { parseAs: 'buffer', bodyLimit: PHOTO_UPLOAD.maxBytes }, (_request, body, done) =>
      done(null, body),
    );
    // Fastify's own refusals of a body, in the route table's words; the rest go on to the shop's error handler.
    uploads.setErrorHandler((error: Error & { code?: string }) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw photoTooLarge();
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE') throw photoNotAnImage();
      throw error;
    });
    serve(uploads, routes.putPizzaPhoto, ({ params, request }) =>
      // No body at all is no picture either: processPhoto refuses it.
      editor.setPhoto(who(request), params.pizzaId, Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)),
    );
  });
}
