import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { LoadingOverlay, SkipLink } from '@chulo/ui';
import { CartOverview } from '../cart/CartOverview.tsx';
import type { RootState } from '../store/store.ts';
import { useAppSelector } from '../store/hooks.ts';
import { ErrorView } from './ErrorView.tsx';
import { Header } from './Header.tsx';
import { useReportScreens } from './screen-shown.ts';

const ConnectionNotes = lazy(async () => ({ default: (await import('../offline/ConnectionNotes.tsx')).ConnectionNotes }));
/**
 * Whether there is anything to say about the connection. Read here rather than through the
 * connection slice, whose code (with the notes') then reaches a page only once it has loaded.
 */
const hasConnectionNotes = ({ connection }: RootState) => Boolean(connection?.offline || connection?.newVersionReady);

/** Header, main and the cart footer around every screen (SPEC §2). */
function AppShell({ children }: { children: ReactNode }) {
  const isLoading = useNavigation().state === 'loading';
  const showsConnectionNotes = useAppSelector(hasConnectionNotes);
  useReportScreens();

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
