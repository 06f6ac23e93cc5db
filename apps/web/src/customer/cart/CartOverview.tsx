import { Price } from '@chulo/ui';
import { Link } from '../../router/Link.tsx';
import { useAppSelector } from '../../store/hooks.ts';
import { selectCartPrice, selectCartQuantity } from './cart-slice.ts';

/** The footer bar: shown only while the cart holds something. */
export function CartOverview() {
  const count = useAppSelector(selectCartQuantity);
  const price = useAppSelector(selectCartPrice);
  if (count === 0) return null;

  return (
    <footer className="sticky bottom-0 z-10 bg-ink-900 text-cream-100 shadow-[0_-4px_16px_rgb(0_0_0/0.15)]">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3.5 sm:px-6 sm:py-4">
        <p className="flex flex-wrap items-baseline gap-x-4 gap-y-0.5 text-sm font-semibold sm:text-base">
          <span>{count === 1 ? '1 pizza' : `${count} pizzas`}</span>
          <Price amount={price} className="text-saffron-300" />
        </p>
        <Link
          to="/cart"
          className="focus-on-dark inline-flex items-center gap-2 rounded-full bg-saffron-400 px-4 py-2 text-sm font-bold text-ink-900 hover:bg-saffron-300 sm:px-5"
        >
          Open cart
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="currentColor">
            <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </Link>
      </div>
    </footer>
  );
}
