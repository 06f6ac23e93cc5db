import { Transform, type Readable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { type ApiError, createApiConnection } from '@chulo/api-client';
import { customerRoutes } from '../router/customer-routes.tsx';
import { PAGE_STATE_ID, type PageState, scriptJson, sentErrors } from '../boot/page-state.ts';
import { ServerClock } from '../hooks/server-clock.tsx';
import { FailedLoad } from '../store/failed-load.ts';
import { createAppStore, type RootState } from '../store/store.ts';
import { pageHead } from './page-head.ts';
import { pageTemplate } from './page-template.ts';

/** What the server that serves the pages lends each one: its API, in the same process, and where its failures go. */
export interface PageServices {
  /** Answers the page's API calls (the server hands in its own routes, called without the network). */
  fetch: typeof fetch;
  onFailure: (error: ApiError) => void;
  /** The shop's public address (PUBLIC_URL), which the page's absolute links start from; null: it gives none. */
  origin: string | null;
}

/**
 * A customer page: HTML to stream, with its status, or where to go instead (the header's search
 * without JavaScript). `shared`: the page shows nothing but the menu (home, the menu, the empty cart
 * and order form a new visit finds), so it is the same for every customer until the menu changes.
 */
export type RenderedPage = { status: number; html: Readable; shared: boolean } | { status: number; location: string };

/** Whether a page rendered from `state` shows only what every customer sees: no order, no shop status, an empty cart. */
const isShared = (state: RootState, status: number) => status === 200 && !state.order?.current && !state.shop && state.cart.items.length === 0;

/** The status a page answers with: a failed load's (an order that does not exist: 404), else the router's. */
function pageStatus(context: StaticHandlerContext): number {
  const failed = Object.values(context.errors ?? {}).find((error) => error instanceof FailedLoad && error.status);
  return (failed as FailedLoad | undefined)?.status ?? context.statusCode;
}

/**
 * The server's renderer of the customer's screens (ARCHITECTURE: the same routes, store and sagas as
 * the browser's). `template` is the built index.html. For each request: a store of its own, the
 * router's loaders run their sagas against it, every saga is ended (`END`), and React renders the
 * page from the final state, streamed in the template with that state for the browser to continue from.
 */
export function createPageRenderer(template: string) {
  const frame = pageTemplate(template);
  return async function renderPage(request: Request, { fetch, onFailure, origin }: PageServices): Promise<RenderedPage> {
    const url = new URL(request.url);
    const store = createAppStore({
      api: createApiConnection({ baseUrl: url.origin, fetch, onFailure }),
      locate: () => Promise.reject(new Error('a position is the device’s: never asked on the server')),
    });
    const handler = createStaticHandler(customerRoutes(store));
    const context = await handler.query(request);
    if (context instanceof Response) return { status: context.status, location: context.headers.get('location') ?? '/' };
    await store.close();

    const state = store.getState();
    const renderedAt = Date.now();
    const page: PageState = { state, router: { loaderData: context.loaderData, errors: sentErrors(context.errors) }, renderedAt };
    const closing = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page)}</script>\n`;
    const status = pageStatus(context);

    return new Promise((resolve, reject) => {
      const html = new Transform({
        transform: (chunk, _encoding, done) => done(null, chunk),
        flush(done) {
          this.push(frame.end(closing));
          done();
        },
      });
      const stream = renderToPipeableStream(
        <StrictMode>
          <Provider store={store}>
            <ServerClock at={renderedAt}>
              <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
            </ServerClock>
          </Provider>
        </StrictMode>,
        {
          // Every screen's data is in the store before React starts: the shell is the whole page.
          onShellReady() {
            html.write(frame.start(pageHead(context, state, { path: url.pathname, origin, found: status === 200 })));
            stream.pipe(html);
            resolve({ status, html, shared: isShared(state, status) });
          },
          onShellError: reject,
          onError(error) {
            console.error('[render] a page failed to render', error);
          },
        },
      );
      request.signal.addEventListener('abort', () => stream.abort(request.signal.reason), { once: true });
    });
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

/** For the server, which keeps one rendering of a page for every address that reads as the same. */
export { pageAddress } from './page-address.ts';
