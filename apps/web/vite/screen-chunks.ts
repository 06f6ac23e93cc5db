import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Named chunks, each with the source files it must hold (relative to the source folder). */
export type ChunkFiles = Readonly<Record<string, readonly string[]>>;

/** A code-splitting group's `test`: the modules of `files`, under `sourceRoot`. */
export function holding(files: readonly string[], sourceRoot: string): (id: string) => boolean {
  const ids = new Set(files.map((file) => join(sourceRoot, file)));
  return (id) => ids.has(id);
}

/**
 * Vite plugin. Fails the build when a chunk of `chunks` is missing or lacks one of its files:
 * a file renamed or moved without its entry would otherwise quietly fall out of its chunk,
 * and its screen would download in more pieces than it should.
 */
export function checkChunks(chunks: ChunkFiles, sourceRoot: string): Plugin {
  return {
    name: 'chulo:check-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [name, files] of Object.entries(chunks)) {
        const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === name);
        const held = new Set(chunk?.type === 'chunk' ? chunk.moduleIds : []);
        const missing = files.filter((file) => !held.has(join(sourceRoot, file)));
        if (missing.length > 0) throw new Error(`no chunk named ${name} holds ${missing.join(', ')}`);
      }
    },
  };
}
