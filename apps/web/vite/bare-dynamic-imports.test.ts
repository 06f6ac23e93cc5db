import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { bareDynamicImports } from './bare-dynamic-imports.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Builds a two-file app (an entry that imports `lazy.js` on demand) and returns its JavaScript. */
async function buildApp(files: Record<string, string>, modulePreload = false): Promise<Rolldown.OutputChunk[]> {
  root = mkdtempSync(join(tmpdir(), 'bare-imports-'));
  writeFileSync(join(root, 'index.html'), '<script type="module" src="/main.js"></script>');
  writeFileSync(join(root, 'main.js'), "document.body.onclick = () => import('./lazy.js').then(({ show }) => show());");
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [bareDynamicImports()],
    build: { write: false, modulePreload },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('no build output');
  return result.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

describe('bareDynamicImports', () => {
  it('leaves the entry a bare import() instead of the preload helper', async () => {
    const chunks = await buildApp({ 'lazy.js': 'export const show = () => console.log("lazy");' });
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    expect(entry.code).toMatch(/import\(`\.\/lazy-[\w-]+\.js`\)/);
    expect(entry.code).not.toMatch(/modulepreload|relList|vite:preloadError/);
    expect(chunks.some((chunk) => chunk.fileName.includes('lazy'))).toBe(true);
  });

  it('fails the build when a lazy chunk brings a stylesheet, which a bare import() would not load', async () => {
    await expect(
      buildApp({ 'lazy.js': 'import "./lazy.css"; export const show = () => {};', 'lazy.css': 'body { color: red; }' }),
    ).rejects.toThrow(/brings a stylesheet of its own/);
  });

  it('refuses to build with module preloading on, which needs the helper', async () => {
    await expect(buildApp({ 'lazy.js': 'export const show = () => {};' }, true)).rejects.toThrow(/modulePreload: false/);
  });
});
