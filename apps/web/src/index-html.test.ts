// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';

/** The production build's files (built in memory, once: a test never touches dist/). */
const built = build({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), logLevel: 'warn', build: { write: false } }).then((result) =>
  (Array.isArray(result) ? result : [result]).flatMap((bundle) => ('output' in bundle ? bundle.output : [])),
);

/** index.html as the production build writes it. */
async function builtIndexHtml(): Promise<string> {
  const page = (await built).find((file) => file.fileName === 'index.html');
  if (page?.type !== 'asset') throw new Error('the build wrote no index.html');
  return String(page.source);
}

describe('the built index.html', () => {
  // The server's Content-Security-Policy allows no inline script (apps/api's security-headers test).
  it('runs under a policy without inline scripts: no inline script or event handler', async () => {
    const html = await builtIndexHtml();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes, 'every script is loaded from a file').toMatch(/\bsrc=/);
      expect((body as string).trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    // A whole production build: seconds, more on a busy machine.
  }, 60_000);

  it('gives a customer’s page none of the kitchen: no module of src/kitchen/, nor the route table that names its screens, in the scripts index.html loads', async () => {
    const html = await builtIndexHtml();
    const loaded = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(([, file]) => file));
    const scripts = (await built).filter((file) => file.type === 'chunk' && loaded.has(file.fileName));
    expect(scripts.map((file) => file.fileName)).toEqual(expect.arrayContaining([expect.stringMatching(/^assets\/app-/), expect.stringMatching(/^assets\/index-/)]));
    const kitchen = scripts.flatMap((file) => (file.type === 'chunk' ? file.moduleIds : [])).filter((id) => id.includes('/src/kitchen/') || id.endsWith('/src/router/routes.tsx'));
    expect(kitchen).toEqual([]);
  }, 60_000);
});
