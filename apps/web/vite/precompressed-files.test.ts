import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressedFiles } from './precompressed-files.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('precompressedFiles', () => {
  it('writes a brotli and a gzip copy beside each built text file worth compressing, and none beside small ones', async () => {
    root = mkdtempSync(join(tmpdir(), 'precompressed-'));
    writeFileSync(join(root, 'index.html'), '<script type="module" src="/main.js"></script>');
    writeFileSync(join(root, 'main.js'), `document.title = ${JSON.stringify('Chulo Pizza '.repeat(200))};`);
    await build({ root, configFile: false, logLevel: 'silent', plugins: [precompressedFiles()] });

    const assets = join(root, 'dist', 'assets');
    const script = readdirSync(assets).find((name) => name.endsWith('.js'))!;
    const original = readFileSync(join(assets, script));
    expect(brotliDecompressSync(readFileSync(join(assets, `${script}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(join(assets, `${script}.gz`)))).toEqual(original);
    expect(readFileSync(join(assets, `${script}.br`)).length).toBeLessThan(readFileSync(join(assets, `${script}.gz`)).length);
    // index.html is under a kilobyte here: sent as it is.
    expect(readdirSync(join(root, 'dist'))).not.toContain('index.html.br');
  });
});
