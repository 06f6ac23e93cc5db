import { Link, NavLink } from 'react-router-dom';
import { ShopLogo } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { kitchenActions, selectKitchen } from '../store/kitchen-slice.ts';

const SCREENS = [
  { to: '/kitchen', label: 'Orders', end: true },
  { to: '/kitchen/menu', label: 'Menu', end: false },
];

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `focus-on-dark inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold transition-colors ${
    isActive ? 'bg-saffron-400 text-ink-900' : 'text-cream-50 hover:bg-cream-50/10'
  }`;

/** The kitchen's bar: the shop, the two screens, and who is signed in. */
export function KitchenHeader({ username }: { username: string | null }) {
  const { signingOut } = useAppSelector(selectKitchen);
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
              <ul className="flex gap-1">
                {SCREENS.map(({ to, label, end }) => (
                  <li key={to}>
                    <NavLink to={to} end={end} className={navLinkClasses}>
                      {label}
                    </NavLink>
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
                onClick={() => dispatch(kitchenActions.signOut())}
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
