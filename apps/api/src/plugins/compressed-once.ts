import { ReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

/** A text's compressed copies. */
export type Compressed = Record<Exclude<Encoding, 'identity'>, Buffer>;

/** The best encoding a browser takes (`accept-encoding`): brotli, else gzip, else the text itself. */
export function encodingFor(accepted: string | undefined): Encoding {
  const names = new Set((accepted ?? '').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase()));
  if (names.has('br')) return 'br';
  return names.has('gzip') ? 'gzip' : 'identity';
}

/** What is worth compressing, as the web app's build decides (apps/web/vite/precompressed-files.ts): text, more than a packet of it. */
const SMALLEST = 1024;
const TEXT = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
export const worthCompressing = (type: string, size: number) => size >= SMALLEST && TEXT.test(type);

/**
 * Beyond this, brotli's best quality takes seconds (Swagger UI's bundle), which the first browser
 * to ask would wait for: quality 9 instead, nearly as small for a fraction of the time.
 */
const LARGEST_AT_BEST = 256 * 1024;

/**
 * `text` compressed as the web app's build compresses its files (brotli at its best, gzip at 9; a
 * large text's brotli a little below its best), in Node's thread pool rather than on the event loop.
 */
export async function compressText(text: Buffer): Promise<Compressed> {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  const [br, gz] = await Promise.all([
    brotli(text, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: text.length <= LARGEST_AT_BEST ? zlib.constants.BROTLI_MAX_QUALITY : 9,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
    gzip(text, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/**
 * Texts' compressed copies, each made the first time it is asked for and kept while its `version`
 * stays (a file's ETag): however many ask, a text is compressed once. What is kept is bounded by
 * what the server serves: the builds' files and the API's reference.
 */
export class CompressedCopies {
  readonly #kept = new Map<string, { version: string; copies: Promise<Compressed> }>();

  of(key: string, version: string, read: () => Buffer | Promise<Buffer>): Promise<Compressed> {
    const found = this.#kept.get(key);
    if (found?.version === version) return found.copies;
    const copies = Promise.resolve().then(read).then(compressText);
    const entry = { version, copies };
    this.#kept.set(key, entry);
    // A file gone meanwhile is read again next time, not kept as a failure.
    copies.catch(() => this.#kept.get(key) === entry && this.#kept.delete(key));
    return copies;
  }
}

/** The answer varies with `accept-encoding`, whatever else it varies with. */
export function varyOnEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/** Sends `copies`' one the browser takes, or `text` itself. */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: Buffer, copies: () => Promise<Compressed>) {
  varyOnEncoding(reply);
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(text);
  return reply.header('content-encoding', encoding).send((await copies())[encoding]);
}

/**
 * For the files @fastify/static serves in this scope (the web app's, Storybook's) that the build
 * left uncompressed: their compressed copy, made once and kept, instead of compressing the file
 * again for every download. A file the build compressed is sent as it is (`preCompressed`); a
 * range, a 304, or a browser that takes no compression gets the file itself.
 */
export function compressFilesOnce(app: FastifyInstance) {
  const files = new CompressedCopies();
  app.addHook('onSend', async (request, reply, payload) => {
    if (!(payload instanceof ReadStream) || reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return payload;
    if (!worthCompressing(String(reply.getHeader('content-type') ?? ''), Number(reply.getHeader('content-length')))) return payload;
    varyOnEncoding(reply);
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    const path = String(payload.path);
    const copy = (await files.of(path, String(reply.getHeader('etag')), () => readFile(path)))[encoding];
    payload.destroy();
    reply.header('content-encoding', encoding).header('content-length', copy.length);
    return copy;
  });
}
