import type { Plugin, Rolldown } from 'vite';

/**
 * V8's file-wide compile hint (Chromium 136 and later; to every other engine a comment). It must
 * come before the file's functions, so it opens the file.
 */
export const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/** A source map of the chunk once a line is put above it: every mapping one generated line lower. */
function mapsOneLineLower(map: { mappings: string }): void {
  map.mappings = `;${map.mappings}`;
}

/**
 * Vite plugin. Marks the named chunks for V8 to compile whole while they download, on a background
 * thread, rather than function by function on the page's thread as each is first called.
 *
 * For a chunk whose code runs as the page starts, such as the app that takes over a
 * server-rendered page: the tasks that evaluate the app, start the router and begin hydrating are
 * long enough on a phone to block its input, and compiling them ahead shortens them (decision 031).
 * A chunk whose code mostly waits for a tap would gain nothing and cost the phone the memory of
 * functions that never run.
 */
export function eagerlyCompiled(chunkNames: readonly string[]): Plugin {
  return {
    name: 'chulo:eagerly-compiled',
    apply: 'build',
    // The file's name changes with the hint: a browser that has the file without it fetches it anew.
    augmentChunkHash: (chunk) => (chunkNames.includes(chunk.name) ? COMPILE_ALL_ON_LOAD : undefined),
    generateBundle: {
      // After Vite's own rewrites, which put their declarations at the top of a chunk.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk' && chunkNames.includes(file.name),
        );
        const missing = chunkNames.filter((name) => !chunks.some((chunk) => chunk.name === name));
        if (missing.length > 0) throw new Error(`eagerlyCompiled: the build made no chunk named ${missing.join(', ')}`);
        for (const chunk of chunks) {
          chunk.code = COMPILE_ALL_ON_LOAD + chunk.code;
          if (chunk.map) mapsOneLineLower(chunk.map);
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            mapsOneLineLower(map);
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
