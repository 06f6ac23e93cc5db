import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { elementsOf, hashSource } from './inline-scripts.ts';

type Element = DefaultTreeAdapterTypes.Element;

/** A page with its stylesheets written into it, and the CSP sources that let exactly those `<style>` elements apply. */
export interface StyledPage {
  html: string;
  styleSources: string[];
}

const attribute = (element: Element, name: string) => element.attrs.find((each) => each.name === name)?.value;

/** `<link rel="stylesheet" href="/…">` that always applies (not an alternative, not for some media), naming a file of this build by its path. */
function isBuiltStylesheet(element: Element): boolean {
  if (element.nodeName !== 'link') return false;
  const rel = (attribute(element, 'rel') ?? '').toLowerCase().trim().split(/\s+/);
  const href = attribute(element, 'href') ?? '';
  return rel.includes('stylesheet') && !rel.includes('alternate') && /^\/(?!\/)/.test(href) && attribute(element, 'media') === undefined;
}

/**
 * The build's page (`html`, from the build at `root`) with each stylesheet of the build written into
 * it: a `<style>` with the file's text in place of its `<link>`.
 *
 * Why: on a phone's first visit a linked stylesheet is a request of its own, sent once the page's
 * head names it, often on a connection of its own, and the browser paints nothing until it is in. Written
 * into the page, the styles come in the page's own round trips: the whole of the shop's stylesheet is
 * under 8 kB compressed, and the menu with it still fits in the first 14 kB a new connection sends.
 *
 * A stylesheet whose text could close the `<style>` element early keeps its link; so does one that
 * is not a file of the build.
 */
export function inlineStylesheets(html: string, root: string): StyledPage {
  const folder = resolve(root);
  const styleSources: string[] = [];
  let page = html;
  // From the last to the first, so that each element's offsets still hold when it is replaced.
  for (const link of elementsOf(parse(html, { sourceCodeLocationInfo: true }), isBuiltStylesheet).reverse()) {
    const file = resolve(folder, `.${new URL(attribute(link, 'href')!, 'http://page').pathname}`);
    if (!file.startsWith(folder + sep) || !existsSync(file)) continue;
    // As a browser reads the page: its line breaks are LFs, and the hash is of the text it reads.
    const css = readFileSync(file, 'utf8').replace(/\r\n?/g, '\n');
    if (/<\/style/i.test(css)) continue;
    const { startOffset, endOffset } = link.sourceCodeLocation!;
    page = `${page.slice(0, startOffset)}<style>${css}</style>${page.slice(endOffset)}`;
    styleSources.unshift(hashSource(css));
  }
  return { html: page, styleSources };
}
