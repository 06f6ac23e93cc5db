import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The API's reference for other teams: the OpenAPI document that @chulo/api-client writes from the
 * route table when it is built, and a page that reads it, Swagger UI served from here alone
 * (decision 011): its bundle and stylesheet from swagger-ui-dist, the page and its initialiser our
 * own (apps/api/api-docs). Each file is read once at start-up and answered from memory with an
 * ETag: asked again every time (no-cache), answered 304 while the build is the same.
 */

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
}

/** A file as a package exports it. */
function load(specifier: string, type: string): StaticFile {
  const body = readFileSync(fileURLToPath(import.meta.resolve(specifier)));
  return { body, type, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

function answer(request: FastifyRequest, reply: FastifyReply, { body, type, etag }: StaticFile) {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
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

  // Swagger UI's bundle is 1.7 MB as it ships: compressed for the browsers that accept it. Registered in this plugin, for these files alone.
  await app.register(compress, { global: true });
  app.get(OPENAPI_PATH, (request, reply) => answer(request, reply, document));
  app.get(DOCS_PATH, (request, reply) => answer(request, reply, page));
  app.get<{ Params: { file: string } }>(`${DOCS_PATH}/:file`, (request, reply) => {
    const file = assets.get(request.params.file);
    return file ? answer(request, reply, file) : reply.callNotFound();
  });
}
