import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import { FailedLoad } from '../store/failed-load.ts';
import type { RootState } from '../store/store.ts';

/** An error a loader threw, as JSON carries it: a failed load keeps its words (SPEC §8) and status; anything else is a bug, shown as one. */
type SentError = { failedLoad: string; status?: number } | { unexpected: true };

/**
 * What the server hands the browser with a page it rendered, so that the browser continues where
 * the server stopped: the store's state, what the router's loaders answered, and the server's clock.
 */
export interface PageState {
  state: RootState;
  router: { loaderData: StaticHandlerContext['loaderData']; errors: Record<string, SentError> | null };
  renderedAt: number;
}

/** The id of the script element that carries it. */
export const PAGE_STATE_ID = 'page-state';

/** The loaders' errors for the browser. The router's own (no screen at that address: 404) it finds again by itself. */
export function sentErrors(errors: StaticHandlerContext['errors']): PageState['router']['errors'] {
  if (!errors) return null;
  const sent = Object.entries(errors)
    .filter(([, error]) => !isRouteErrorResponse(error))
    .map(([route, error]) => [route, error instanceof FailedLoad ? { failedLoad: error.message, status: error.status } : { unexpected: true }]);
  return sent.length > 0 ? Object.fromEntries(sent) : null;
}

/** The errors as the router's error views expect them. */
export function receivedErrors(errors: PageState['router']['errors']): Record<string, Error> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([route, sent]) => [route, 'failedLoad' in sent ? new FailedLoad(sent.failedLoad, sent.status) : new Error('failed on the server')]),
  );
}

/**
 * A value as the text of a JSON `<script>` (`application/json`, `application/ld+json`), which browsers
 * never run. Every `<` is escaped, so no text in it (a pizza's name, an address: `</script>`, `<!--`)
 * can end the element or change how the HTML around it is read; JSON.parse reads the escapes back.
 */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The state of the page the server rendered, or null when it did not render this one (the kitchen, the offline app's shell). */
export function readPageState(): PageState | null {
  const script = document.getElementById(PAGE_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as PageState) : null;
}
