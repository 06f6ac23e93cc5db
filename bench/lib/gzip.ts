import { gzipSync } from 'node:zlib';

/**
 * Gzipped size in bytes, as the shop's server compresses its answers: Node's zlib at its default
 * level. (Vite's build report gzips with another implementation and prints figures ~1 % larger.)
 */
export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes).length;
}
