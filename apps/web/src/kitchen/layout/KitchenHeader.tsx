import { useMatch } from 'react-router-dom';
import type { StaffSession } from '@chulo/api-client';
import { ShopLogo } from '@chulo/ui';
import { Link } from '../../router/Link.tsx';
import { SCREEN_PATHS } from '../../router/screens.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { selectSessionState, sessionActions } from '../session/session-slice.ts';

/** The kitchen's screens, and those only owners may use. */
const SCREENS: { to: string; label: string; end: boolean; owners: boolean }[] = [
  { to: SCREEN_PATHS.kitchen, label: 'Orders', end: true, owners: false },
  { to: SCREEN_PATHS.kitchenPhoneOrder, label: 'Phone order', end: false, owners: false },
  { to: SCREEN_PATHS.kitchenMenu, label: 'Menu', end: false, owners: false },
  { to: SCREEN_PATHS.kitchenSales, label: 'Sales', end: false, owners: true },
  { to: SCREEN_PATHS.kitchenShop, label: 'Hours', end: false, owners: true },
  { to: SCREEN_PATHS.kitchenStaff, label: 'Staff', end: false, owners: true },
  { to: SCREEN_PATHS.kitchenHistory, label: 'History', end: false, owners: true },
];

/** A screen in the bar, marked as the page shown when it is: what React Router's NavLink does (see eslint.config.js). */
function ScreenLink({ to, end, label }: { to: string; end: boolean; label: string }) {
  const shown = useMatch({ path: to, end }) !== null;
  return (
    <Link
      to={to}
      aria-current={shown ? 'page' : undefined}
      className={`focus-on-dark inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold transition-colors ${
        shown ? 'bg-saffron-400 text-ink-900' : 'text-cream-50 hover:bg-cream-50/10'
      }`}
    >
      {label}
    </Link>
  );
}

/** The kitchen's bar: the shop, the screens this member of staff may use, and who is signed in. */
export function KitchenHeader({ staff }: { staff: Pick<StaffSession, 'username' | 'role'> | null }) {
  const username = staff?.username;
  const { signingOut } = useAppSelector(selectSessionState);
  const dispatch = useAppDispatch();

  return (
    <header className="bg-ink-900 text-cream-50 shadow-md shadow-ink-900/20">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2.5 sm:px-6 sm:py-3">
        <Link to={username ? '/kitchen' : '/kitchen/login'} className="focus-on-dark flex shrink-0 items-center gap-2 rounded-md">
          <ShopLogo className="size-8 sm:size-10" />
          <span className="flex flex-col leading-none">
            <span className="text-base font-extrabold tracking-tight sm:text-xl">Chulo Pizza</span>
            <span className="mt-0.5 text-[0.7rem] font-semibold tracking-[0.2em] text-saffron-300">KITCHEN</span>
          </span>
        </Link>

        {username && (
          <>
            <nav aria-label="Kitchen" className="order-last w-full sm:order-none sm:w-auto sm:grow">
              <ul className="flex flex-wrap gap-1">
                {SCREENS.filter(({ owners }) => !owners || staff?.role === 'owner').map(({ to, label, end }) => (
                  <li key={to}>
                    <ScreenLink to={to} end={end} label={label} />
                  </li>
                ))}
              </ul>
            </nav>

            <div className="flex min-w-0 items-center gap-3">
              <p className="max-w-32 truncate text-sm sm:max-w-48">
                <span aria-hidden="true" className="mr-1 hidden sm:inline">
                  👩‍🍳
                </span>
                <span className="sr-only">Signed in as</span> <span className="font-semibold">{username}</span>
              </p>
              <button
                type="button"
                onClick={() => dispatch(sessionActions.signOut())}
                disabled={signingOut}
                className="focus-on-dark inline-flex min-h-11 items-center rounded-full border-2 border-cream-50/40 px-3 text-sm whitespace-nowrap sm:px-4 font-semibold text-cream-50 transition-colors hover:border-cream-50 hover:bg-cream-50/10 disabled:opacity-60"
              >
                Sign out
              </button>
            </div>
          </>
        )}
      </div>
    </header>
  );
}
