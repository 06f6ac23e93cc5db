import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CompressedCopies, sendCompressed, worthCompressing } from '../plugins/compressed-once.ts';

/**
 * The API's reference for other teams: the OpenAPI document that @chulo/api-client writes from the
 * route table when it is built, and a page that reads it, Swagger UI served from here alone
 * (decision 011): its bundle and stylesheet from swagger-ui-dist, the page and its initialiser our
 * own (apps/api/api-docs). Each file is read once at start-up and answered from memory with an
 * ETag: asked again every time (no-cache), answered 304 while the build is the same. Swagger UI's
 * bundle is 1.7 MB as it ships: each file is compressed the first time a browser takes it
 * compressed, and that copy kept for every browser after.
 */

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

interface StaticFile {
  specifier: string;
  body: Buffer;
  type: string;
  etag: string;
}

/** A file as a package exports it. */
function load(specifier: string, type: string): StaticFile {
  const body = readFileSync(fileURLToPath(import.meta.resolve(specifier)));
  return { specifier, body, type, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

function answer(request: FastifyRequest, reply: FastifyReply, { specifier, body, type, etag }: StaticFile, compressed: CompressedCopies) {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type(type);
  if (!worthCompressing(type, body.length)) return reply.send(body);
  return sendCompressed(request, reply, body, () => compressed.of(specifier, etag, () => body));
}

const JAVASCRIPT = 'text/javascript; charset=utf-8';

export async function apiDocs(app: FastifyInstance) {
  const document = load('@chulo/api-client/openapi.json', 'application/json; charset=utf-8');
  const page = load('@chulo/api/api-docs/index.html', 'text/html; charset=utf-8');
  const assets = new Map([
    ['swagger-ui-bundle.js', load('swagger-ui-dist/swagger-ui-bundle.js', JAVASCRIPT)],
    ['swagger-ui.css', load('swagger-ui-dist/swagger-ui.css', 'text/css; charset=utf-8')],
    ['reference.js', load('@chulo/api/api-docs/reference.js', JAVASCRIPT)],
  ]);
  const compressed = new CompressedCopies();
  app.get(OPENAPI_PATH, (request, reply) => answer(request, reply, document, compressed));
  app.get(DOCS_PATH, (request, reply) => answer(request, reply, page, compressed));
  app.get<{ Params: { file: string } }>(`${DOCS_PATH}/:file`, (request, reply) => {
    const file = assets.get(request.params.file);
    return file ? answer(request, reply, file, compressed) : reply.callNotFound();
  });
}
