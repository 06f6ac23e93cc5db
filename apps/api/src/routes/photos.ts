import type { FastifyInstance } from 'fastify';
import { ClientError } from '../refusals.ts';
import type { PhotoFolder } from '../pictures/photo-folder.ts';
import { PHOTOS_PATH } from '../pictures/stored-photo.ts';

/** A year, and never asked again: a file's name is its content's digest, so a name never gets other bytes. */
const FOR_EVER = 'public, max-age=31536000, immutable';

/** The owners' pizza photos, from PHOTOS_DIR; names other than a stored photo's are unknown, whatever they hold. */
export async function photoRoutes(app: FastifyInstance, { photos }: { photos: PhotoFolder }) {
  app.get<{ Params: { name: string } }>(`${PHOTOS_PATH}:name`, async (request, reply) => {
    const file = await photos.read(request.params.name);
    if (!file) throw new ClientError(404, 'Unknown photo');
    return reply.type(file.mediaType).header('content-length', file.size).header('cache-control', FOR_EVER).send(file.stream);
  });
}
