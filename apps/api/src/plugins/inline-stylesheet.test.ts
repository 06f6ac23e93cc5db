import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheet.ts';
import { hashSource } from './inline-scripts.ts';

describe("a built page with its stylesheet written into it", () => {
  const builds = mkdtempSync(join(tmpdir(), 'inline-stylesheet-'));
  const root = join(builds, 'web');
  mkdirSync(join(root, 'assets'), { recursive: true });
  const css = 'body{color:#5c3b24}.price{font-variant-numeric:tabular-nums}';
  writeFileSync(join(root, 'assets', 'index-Ab12.css'), css);
  // Beside the build, not in it: no page of the build may read it.
  writeFileSync(join(builds, 'secret.css'), 'p{color:red}');
  afterAll(() => rmSync(builds, { recursive: true, force: true }));

  const page = (head: string) => `<!doctype html><html><head><title>Menu</title>${head}</head><body><p>Menu</p></body></html>`;

  it('puts the file’s text where its link was, and names the hash that lets it apply', () => {
    const styled = inlineStylesheets(page('<link rel="stylesheet" crossorigin href="/assets/index-Ab12.css"><meta name="x">'), root);
    expect(styled.html).toBe(page(`<style>${css}</style><meta name="x">`));
    expect(styled.styleSources).toEqual([hashSource(css)]);
  });

  it('reads the link as a browser does: the names in any case, the address with a query', () => {
    const styled = inlineStylesheets(page('<LINK REL=" Stylesheet " HREF="/assets/index-Ab12.css?v=2">'), root);
    expect(styled.html).toBe(page(`<style>${css}</style>`));
  });

  it('writes each of several stylesheets in its own place', () => {
    writeFileSync(join(root, 'assets', 'kitchen.css'), '.ticket{border:1px solid}');
    const styled = inlineStylesheets(page('<link rel="stylesheet" href="/assets/index-Ab12.css"><link rel="stylesheet" href="/assets/kitchen.css">'), root);
    expect(styled.html).toBe(page(`<style>${css}</style><style>.ticket{border:1px solid}</style>`));
    expect(styled.styleSources).toEqual([hashSource(css), hashSource('.ticket{border:1px solid}')]);
  });

  it('leaves a link that is no file of the build, for some media only, or an alternative the reader picks, as it is', () => {
    const kept = [
      '<link rel="stylesheet" href="https://cdn.example/x.css">',
      '<link rel="stylesheet" href="//cdn.example/x.css">',
      '<link rel="stylesheet" href="assets/index-Ab12.css">',
      '<link rel="stylesheet" href="/../secret.css">',
      '<link rel="stylesheet" href="/assets/missing.css">',
      '<link rel="stylesheet" media="print" href="/assets/index-Ab12.css">',
      '<link rel="icon" href="/assets/index-Ab12.css">',
      '<link rel="alternate stylesheet" title="Contrast" href="/assets/index-Ab12.css">',
      '<!-- <link rel="stylesheet" href="/assets/index-Ab12.css"> -->',
    ];
    for (const head of kept) expect(inlineStylesheets(page(head), root), head).toEqual({ html: page(head), styleSources: [] });
  });

  it('keeps the link of a stylesheet whose text would end the <style> early', () => {
    writeFileSync(join(root, 'assets', 'closing.css'), '.a::after{content:"</style>"}');
    const head = '<link rel="stylesheet" href="/assets/closing.css">';
    expect(inlineStylesheets(page(head), root)).toEqual({ html: page(head), styleSources: [] });
  });

  it('hashes the text as the browser reads it, with its line breaks as LFs', () => {
    writeFileSync(join(root, 'assets', 'crlf.css'), 'a{color:red}\r\nb{color:blue}\r');
    const styled = inlineStylesheets(page('<link rel="stylesheet" href="/assets/crlf.css">'), root);
    expect(styled.html).toContain('<style>a{color:red}\nb{color:blue}\n</style>');
    expect(styled.styleSources).toEqual([hashSource('a{color:red}\nb{color:blue}\n')]);
  });
});
