import { type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { LoadingOverlay, SkipLink } from '@chulo/ui';
import { CartOverview } from '../cart/CartOverview.tsx';
import { ConnectionNotes } from '../offline/lazy-notes.ts';
import type { RootState } from '../../store/store.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { ErrorView } from './ErrorView.tsx';
import type { RouteHandle } from '../../router/customer-routes.tsx';
import { Header } from './Header.tsx';
import { PAGE_TITLES } from '../../router/page-heads.ts';
import { useReportScreens } from '../../router/screen-shown.ts';

/**
 * Whether there is anything to say about the connection. Read here rather than through the
 * connection slice, whose code (with the notes') then reaches a page only once it has loaded.
 */
const hasConnectionNotes = ({ connection }: RootState) => Boolean(connection?.offline || connection?.newVersionReady);

/** The tab's title follows the screen (the server's page came with the first one's). */
function usePageTitle(): void {
  const match = useMatches().findLast((route) => (route.handle as RouteHandle | undefined)?.title);
  const title = match ? (match.handle as RouteHandle).title(match.params) : PAGE_TITLES.home();
  useEffect(() => void (document.title = title), [title]);
}

/** Header, main and the cart footer around every screen (SPEC §2). */
function AppShell({ children }: { children: ReactNode }) {
  const isLoading = useNavigation().state === 'loading';
  const showsConnectionNotes = useAppSelector(hasConnectionNotes);
  useReportScreens();
  usePageTitle();

  return (
    <div className="grid min-h-dvh grid-rows-[auto_1fr_auto]">
      <SkipLink to="main" />
      {isLoading && <LoadingOverlay />}
      <Header />
      <main id="main" tabIndex={-1} className="w-full outline-none">
        {showsConnectionNotes && (
          <Suspense>
            <ConnectionNotes />
          </Suspense>
        )}
        {children}
      </main>
      <CartOverview />
    </div>
  );
}

export function AppLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** The layout's own error view (an unknown route among others), with the header still there to find a way back. */
export function AppLayoutError() {
  return (
    <AppShell>
      <ErrorView />
    </AppShell>
  );
}
