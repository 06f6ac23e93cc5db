import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChunkFiles, checkChunks, holding } from './screen-chunks.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Builds an app whose entry loads `page.js` (which imports `part.js`) on demand, grouping `chunks` by name. */
async function buildApp(chunks: ChunkFiles): Promise<Rolldown.OutputChunk[]> {
  root = mkdtempSync(join(tmpdir(), 'screen-chunks-'));
  writeFileSync(join(root, 'index.html'), '<script type="module" src="/main.js"></script>');
  writeFileSync(join(root, 'main.js'), "document.body.onclick = () => import('./page.js').then(({ show }) => show());");
  writeFileSync(join(root, 'page.js'), "import { part } from './part.js'; export const show = () => console.log(part);");
  writeFileSync(join(root, 'part.js'), "export const part = 'part';");
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [checkChunks(chunks, root)],
    build: {
      write: false,
      rolldownOptions: {
        output: { codeSplitting: { groups: Object.entries(chunks).map(([name, files]) => ({ name, test: holding(files, root) })) } },
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('no build output');
  return result.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

describe('chunks named by their files', () => {
  it('bundles the named files, and what they import, into the chunk of that name', async () => {
    const chunks = await buildApp({ page: ['page.js'] });
    const page = chunks.find((chunk) => chunk.name === 'page');
    expect(page?.moduleIds).toEqual(expect.arrayContaining([join(root, 'page.js'), join(root, 'part.js')]));
  });

  it('fails the build when a named file is not in its chunk, as after a rename', async () => {
    await expect(buildApp({ page: ['page.js', 'renamed.js'] })).rejects.toThrow('no chunk named page holds renamed.js');
  });
});
