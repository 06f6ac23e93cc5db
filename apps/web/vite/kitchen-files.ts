import type { Plugin, Rolldown } from 'vite';

/**
 * The build's chunks that only the kitchen loads: every chunk but those a customer can reach from
 * the entry, following static imports and every dynamic import except into a kitchen screen (a
 * chunk whose own module lies in `kitchenFolder`). What the kitchen shares with customers is
 * reached through the customers' side, so it stays theirs.
 */
export function kitchenOnlyChunks(bundle: Rolldown.OutputBundle, kitchenFolder: string): Set<string> {
  const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  const isKitchenScreen = (fileName: string) => chunks.get(fileName)?.facadeModuleId?.startsWith(kitchenFolder) ?? false;
  const customers = new Set<string>();
  const reach = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || customers.has(fileName)) return;
    customers.add(fileName);
    chunk.imports.forEach(reach);
    chunk.dynamicImports.filter((imported) => !isKitchenScreen(imported)).forEach(reach);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) reach(chunk.fileName);
  return new Set([...chunks.keys()].filter((fileName) => !customers.has(fileName)));
}

/**
 * Vite plugin and what it found: after the build, `has(file)` tells whether a file is the
 * kitchen's alone, for the service worker to leave out of what it downloads for customers.
 */
export function kitchenFiles(kitchenFolder: string): Plugin & { has: (fileName: string) => boolean } {
  let kitchenOnly = new Set<string>();
  return {
    name: 'chulo:kitchen-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      kitchenOnly = kitchenOnlyChunks(bundle, kitchenFolder);
      if (kitchenOnly.size === 0) throw new Error(`the build has no chunk of the kitchen's (${kitchenFolder}): is it still there?`);
    },
    has: (fileName) => kitchenOnly.has(fileName),
  };
}
