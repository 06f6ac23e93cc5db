import { describe, expect, it } from 'vitest';
import { hashSource, inlineScripts } from './inline-scripts.ts';

describe('the inline scripts of a page, as a browser runs them', () => {
  it('takes each <script> without src, with its text exactly', () => {
    const page = '<!doctype html><head><script>window.A = 1;</script><script type="module"> import "./a.js";\n</script></head><body><svg><script>b()</script></svg></body>';
    expect(inlineScripts(page)).toEqual(['window.A = 1;', ' import "./a.js";\n', 'b()']);
  });

  it('leaves out scripts with src, even an empty one', () => {
    expect(inlineScripts('<script src="./a.js"></script><script src="">ignored()</script><script>run()</script>')).toEqual(['run()']);
  });

  it('leaves out what only looks like a script: in a comment, in an attribute, in a text area', () => {
    const page = '<!-- <script>commented()</script> --><div title="<script>quoted()</script>"></div><textarea><script>typed()</script></textarea><script>real()</script>';
    expect(inlineScripts(page)).toEqual(['real()']);
  });

  it('ends a script where the browser does, and reads its line breaks as the browser does', () => {
    expect(inlineScripts('<script>a("</scrip")</SCRIPT ><p>after</p>')).toEqual(['a("</scrip")']);
    expect(inlineScripts('<script>a();\r\nb();\r</script>')).toEqual(['a();\nb();\n']);
  });
});

describe('the hash source of a script', () => {
  it("is the CSP specification's own example", () => {
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

});
