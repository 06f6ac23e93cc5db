import { ShopLogo } from '@chulo/ui';
import { Link } from '../../router/Link.tsx';
import { SearchOrder } from './SearchOrder.tsx';
import { Username } from '../user/Username.tsx';
import { SHOP_NAME } from '../../router/page-heads.ts';

/** index.html draws a copy of this header (without search and name) as the first paint: keep the two alike. */
export function Header() {
  return (
    <header className="bg-chili-800 text-cream-50 shadow-md shadow-chili-900/20">
      <div className="mx-auto flex h-15 max-w-5xl items-center justify-between gap-3 px-4 sm:h-16 sm:px-6">
        <Link to="/" className="focus-on-dark flex shrink-0 items-center gap-2 rounded-md">
          <ShopLogo className="size-9 sm:size-10" />
          <span className="flex flex-col leading-none">
            <span className="text-lg font-extrabold tracking-tight sm:text-xl">{SHOP_NAME}</span>
            <span className="mt-0.5 hidden text-[0.7rem] font-semibold tracking-[0.2em] text-saffron-300 uppercase sm:block">Kathmandu</span>
          </span>
        </Link>
        <div className="flex items-center gap-5">
          <SearchOrder />
          <Username />
        </div>
      </div>
    </header>
  );
}
