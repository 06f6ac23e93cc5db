import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text, and more than a packet's worth of it. */
const COMPRESSIBLE = /\.(?:js|css|svg|html|json|webmanifest)$/;
const SMALLEST = 1024;

/**
 * Vite plugin. Writes each built text file's brotli (at its best quality) and gzip beside it
 * (`app-….js.br`, `.gz`), which the server sends as they are (@fastify/static's `preCompressed`):
 * compressed once at build time, better than a server can afford per request (its brotli on the fly
 * makes the app larger than gzip does), and no compression work per download on the server.
 */
export function precompressedFiles(): Plugin {
  return {
    name: 'chulo:precompressed-files',
    apply: 'build',
    writeBundle({ dir }, bundle) {
      if (!dir) return;
      for (const file of Object.values(bundle)) {
        const bytes = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
        if (!COMPRESSIBLE.test(file.fileName) || bytes.length < SMALLEST) continue;
        const path = join(dir, file.fileName);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
