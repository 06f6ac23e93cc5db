/** Text for an HTML attribute or element. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A page's title and description, as its head carries them: the build's for the home page, the server's for each page. */
export const titleAndDescription = (title: string, description: string) =>
  `<title>${escapeHtml(title)}</title>\n    <meta name="description" content="${escapeHtml(description)}" />`;

/** Where the built index.html marks the head a page's screen fills in, and the first paint a rendered page replaces. */
export const PAGE_HEAD_MARKS = ['<!--page-head-->', '<!--/page-head-->'] as const;
export const FIRST_PAINT_MARKS = ['<!--first-paint-->', '<!--/first-paint-->'] as const;

/** The text before, between and after two marks. */
function cut(html: string, [open, close]: readonly [string, string]): [string, string, string] {
  const start = html.indexOf(open);
  const end = html.indexOf(close, start);
  if (start < 0 || end < 0) throw new Error(`the built index.html has no ${open}…${close}`);
  return [html.slice(0, start), html.slice(start + open.length, end), html.slice(end + close.length)];
}

/**
 * The built index.html (with the build's first script and stylesheet) as the frame of every page the
 * server renders: cut once, when the server starts, into what comes before the page's head, between
 * its head and its content (`#root`, whose first paint the rendered screen replaces), and after.
 */
export function pageTemplate(html: string) {
  // A rendered page shows its content before its code is needed: it preloads none (main.tsx starts the app after the first paint).
  const [beforeHead, , afterHead] = cut(html.replace(/\s*<link rel="modulepreload"[^>]*>/g, ''), PAGE_HEAD_MARKS);
  const [beforeApp, , afterApp] = cut(afterHead, FIRST_PAINT_MARKS);
  const bodyEnd = afterApp.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('the built index.html has no </body>');
  return {
    /** Up to the app's element, with the page's own head. */
    start: (head: string) => `${beforeHead}${head}${beforeApp}`,
    /** After the app: `closing` (the page's state) goes at the end of the body. */
    end: (closing: string) => `${afterApp.slice(0, bodyEnd)}${closing}${afterApp.slice(bodyEnd)}`,
  };
}

export type PageTemplate = ReturnType<typeof pageTemplate>;
