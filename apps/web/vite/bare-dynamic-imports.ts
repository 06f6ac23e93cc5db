import type { Plugin } from 'vite';

/** The module Vite adds to a build to wrap each dynamic `import()` (its `__vitePreload`). */
const PRELOAD_HELPER = /^\0vite\/preload-helper\.js$/;

/**
 * Vite plugin. Vite wraps each dynamic `import()` in a helper that first fetches what the
 * imported chunk needs: the chunks it imports and its stylesheets. This app asks for neither:
 * `build.modulePreload` is off (index.html names the app, main.tsx starts each screen itself)
 * and the one stylesheet comes with index.html. The helper then only calls the import, yet it
 * still weighs on the first script; this gives the wrapper nothing but that call, and
 * fails the build if those conditions stop holding.
 */
export function bareDynamicImports(): Plugin {
  return {
    name: 'chulo:bare-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      if (config.build.modulePreload !== false) {
        throw new Error('bareDynamicImports needs build.modulePreload: false (it does not preload a chunk\'s imports)');
      }
    },
    load: {
      filter: { id: PRELOAD_HELPER },
      handler: () => 'export const __vitePreload = (load) => load();',
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && !file.isEntry && (file.viteMetadata?.importedCss.size ?? 0) > 0) {
          throw new Error(`${file.fileName} brings a stylesheet of its own, which a bare import() does not load: drop bareDynamicImports`);
        }
      }
    },
  };
}
