// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';

/** index.html as the production build writes it (built in memory: a test never touches dist/). */
async function builtIndexHtml(): Promise<string> {
  const result = await build({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), logLevel: 'warn', build: { write: false } });
  const files = (Array.isArray(result) ? result : [result]).flatMap((bundle) => ('output' in bundle ? bundle.output : []));
  const page = files.find((file) => file.fileName === 'index.html');
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
});
