import { type ReactNode, useEffect } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { LoadingOverlay, SkipLink } from '@chulo/ui';
import { CartOverview } from '../cart/CartOverview.tsx';
import { ErrorView } from './ErrorView.tsx';
import type { RouteHandle } from './customer-routes.tsx';
import { Header } from './Header.tsx';
import { PAGE_TITLES } from './page-heads.ts';
import { useReportScreens } from './screen-shown.ts';

/** The tab's title follows the screen (the server's page came with the first one's). */
function usePageTitle(): void {
  const match = useMatches().findLast((route) => (route.handle as RouteHandle | undefined)?.title);
  const title = match ? (match.handle as RouteHandle).title(match.params) : PAGE_TITLES.home();
  useEffect(() => void (document.title = title), [title]);
}

/** Header, main and the cart footer around every screen (SPEC §2). */
function AppShell({ children }: { children: ReactNode }) {
  const isLoading = useNavigation().state === 'loading';
  useReportScreens();
  usePageTitle();

  return (
    <div className="grid min-h-dvh grid-rows-[auto_1fr_auto]">
      <SkipLink to="main" />
      {isLoading && <LoadingOverlay />}
      <Header />
      <main id="main" tabIndex={-1} className="w-full outline-none">
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
