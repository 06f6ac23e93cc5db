import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { kitchenOnlyChunks } from './kitchen-files.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** An app whose entry loads a customer screen and a kitchen screen on demand; both use `shared.js`, the kitchen alone `board.js`. */
async function buildApp(): Promise<Rolldown.OutputBundle> {
  root = mkdtempSync(join(tmpdir(), 'kitchen-files-'));
  mkdirSync(join(root, 'kitchen'));
  const files = {
    'index.html': '<script type="module" src="/main.js"></script>',
    'main.js': "window.customer = () => import('./menu.js'); window.kitchen = () => import('./kitchen/orders.js');",
    'menu.js': "import { price } from './shared.js'; export const menu = () => price(1);",
    'kitchen/orders.js': "import { price } from '../shared.js'; import { board } from './board.js'; export const orders = () => board(price(2));",
    'kitchen/board.js': 'export const board = (x) => [x, x];',
    'shared.js': 'export const price = (x) => `Rs. ${x}`;',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  const output = await build({ root, configFile: false, logLevel: 'silent', build: { write: false } });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('no build output');
  return Object.fromEntries(result.output.map((file) => [file.fileName, file]));
}

describe("the kitchen's own files", () => {
  it('are the chunks only a kitchen screen reaches; what customers also use stays theirs', async () => {
    const bundle = await buildApp();
    const kitchen = kitchenOnlyChunks(bundle, join(root, 'kitchen/'));
    const modulesOf = (inKitchen: boolean) =>
      Object.values(bundle)
        .flatMap((file) => (file.type === 'chunk' && kitchen.has(file.fileName) === inKitchen ? file.moduleIds : []))
        .map((id) => id.slice(root.length + 1));
    expect(modulesOf(true).sort()).toEqual(['kitchen/board.js', 'kitchen/orders.js']);
    expect(modulesOf(false)).toEqual(expect.arrayContaining(['main.js', 'menu.js', 'shared.js']));
  });
});
