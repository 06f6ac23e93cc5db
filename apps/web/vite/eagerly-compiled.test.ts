import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_ALL_ON_LOAD, eagerlyCompiled } from './eagerly-compiled.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

type Built = (Rolldown.OutputChunk | Rolldown.OutputAsset)[];

/** Builds an entry that imports `lazy.js` on demand, with source maps, and returns what it wrote. */
async function buildApp(plugins: Plugin[]): Promise<Built> {
  root = mkdtempSync(join(tmpdir(), 'eagerly-compiled-'));
  writeFileSync(join(root, 'index.html'), '<script type="module" src="/main.js"></script>');
  writeFileSync(join(root, 'main.js'), "document.body.onclick = () => import('./lazy.js').then(({ show }) => show());");
  writeFileSync(join(root, 'lazy.js'), 'export function show() {\n  console.log("lazy");\n}\n');
  const output = await build({ root, configFile: false, logLevel: 'silent', plugins, build: { write: false, sourcemap: true } });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('no build output');
  return result.output;
}

const chunkNamed = (files: Built, name: string) =>
  files.find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.name === name)!;
function mapFileOf(files: Built, chunk: Rolldown.OutputChunk): { mappings: string } {
  const file = files.find((candidate) => candidate.fileName === `${chunk.fileName}.map`);
  if (file?.type !== 'asset') throw new Error(`no source map file for ${chunk.fileName}`);
  return JSON.parse(String(file.source)) as { mappings: string };
}

describe('eagerlyCompiled', () => {
  it('opens the named chunk with the hint, and only that chunk', async () => {
    const files = await buildApp([eagerlyCompiled(['lazy'])]);
    expect(chunkNamed(files, 'lazy').code.startsWith(COMPILE_ALL_ON_LOAD)).toBe(true);
    expect(chunkNamed(files, 'index').code).not.toContain('allFunctionsCalledOnLoad');
  });

  it("moves the chunk's source map a line down with it, in the chunk and in its .map file", async () => {
    const plain = await buildApp([]);
    const hinted = await buildApp([eagerlyCompiled(['lazy'])]);
    const before = chunkNamed(plain, 'lazy');
    const after = chunkNamed(hinted, 'lazy');
    // The same code below the hint, but for the name of its map file, which changes with the chunk's.
    const withoutMapName = (code: string) => code.replace(/sourceMappingURL=\S+/, 'sourceMappingURL=');
    expect(withoutMapName(after.code)).toBe(COMPILE_ALL_ON_LOAD + withoutMapName(before.code));
    expect(after.map!.mappings).toBe(`;${before.map!.mappings}`);
    expect(mapFileOf(hinted, after).mappings).toBe(`;${mapFileOf(plain, before).mappings}`);
  });

  it("changes the chunk's file name, so that a browser holding the file without the hint fetches it again", async () => {
    const plain = await buildApp([]);
    const hinted = await buildApp([eagerlyCompiled(['lazy'])]);
    expect(chunkNamed(hinted, 'lazy').fileName).not.toBe(chunkNamed(plain, 'lazy').fileName);
    expect(chunkNamed(hinted, 'index').fileName).not.toBe(chunkNamed(plain, 'index').fileName);
  });

  it('fails the build when it names a chunk the build does not make', async () => {
    await expect(buildApp([eagerlyCompiled(['app'])])).rejects.toThrow(/no chunk named app/);
  });
});
