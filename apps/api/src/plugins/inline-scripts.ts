import { createHash } from 'node:crypto';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** The elements under `node` (a page parse5 parsed) that `wanted` picks, in the page's order. */
export function elementsOf(node: Node, wanted: (element: Element) => boolean): Element[] {
  const picked = 'tagName' in node && wanted(node) ? [node] : [];
  return 'childNodes' in node ? [...picked, ...node.childNodes.flatMap((child) => elementsOf(child, wanted))] : picked;
}

/**
 * The text of each inline script of a page (a `<script>` without `src`), as a browser reads it:
 * parsed as HTML, not matched by a pattern, so that a `<script>` in a comment or an attribute, or a
 * `</SCRIPT >` closing one, counts as the browser counts it, and a CRLF is read as an LF.
 */
export function inlineScripts(html: string): string[] {
  const isInline = (element: Element) => element.nodeName === 'script' && !element.attrs.some((attribute) => attribute.name === 'src');
  return elementsOf(parse(html), isInline).map((script) => script.childNodes.map((child) => ('value' in child ? child.value : '')).join(''));
}

/** The Content-Security-Policy source that allows exactly this inline script (or style): `'sha256-…'` of its UTF-8. */
export const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
