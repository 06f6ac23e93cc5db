import type { ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { CartOverview } from '../cart/CartOverview.tsx';
import { ErrorView } from './ErrorView.tsx';
import { Header } from './Header.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';

/** Header, main and the cart footer around every screen (SPEC §2). */
function AppShell({ children }: { children: ReactNode }) {
  const isLoading = useNavigation().state === 'loading';

  return (
    <div className="grid min-h-dvh grid-rows-[auto_1fr_auto]">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-saffron-400 px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
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
