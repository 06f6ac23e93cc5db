import { Outlet, useNavigation } from 'react-router-dom';
import { SkipLink } from '@chulo/ui';
import { useAppSelector } from '../../store/hooks.ts';
import { selectSession } from '../session/session-slice.ts';
import { KitchenHeader } from './KitchenHeader.tsx';

/** The staff side's frame: no cart, no customer header; the kitchen's own bar on top. */
export function KitchenLayout() {
  const staff = useAppSelector(selectSession);
  const isLoading = useNavigation().state === 'loading';

  return (
    <div className="grid min-h-dvh grid-cols-[minmax(0,1fr)] grid-rows-[auto_auto_1fr] bg-cream-100">
      <SkipLink to="kitchen-main" />
      <KitchenHeader staff={staff} />
      {/* A thin bar while the next screen loads: the kitchen keeps seeing the board meanwhile. */}
      <div aria-hidden="true" className={`h-1 ${isLoading ? 'bg-saffron-400 motion-safe:animate-pulse' : 'bg-transparent'}`} />
      <main id="kitchen-main" tabIndex={-1} className="w-full outline-none" aria-busy={isLoading}>
        <Outlet />
      </main>
    </div>
  );
}
