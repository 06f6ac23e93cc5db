import { createHash } from 'node:crypto';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;

/**
 * The text of each inline script of a page (a `<script>` without `src`), as a browser reads it:
 * parsed as HTML, not matched by a pattern, so that a `<script>` in a comment or an attribute, or a
 * `</SCRIPT >` closing one, counts as the browser counts it, and a CRLF is read as an LF.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === 'script' && !('attrs' in node && node.attrs.some((attribute) => attribute.name === 'src'))) {
      scripts.push('childNodes' in node ? node.childNodes.map((child) => ('value' in child ? child.value : '')).join('') : '');
    }
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(parse(html));
  return scripts;
}

/** The Content-Security-Policy source that allows exactly this inline script (or style): `'sha256-…'` of its UTF-8. */
export const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
