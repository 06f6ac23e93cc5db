import { Price } from '@chulo/ui';
import { lineKey, lineTitle } from '../cart/cart-line.ts';
import { selectCartItems } from '../cart/cart-slice.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { selectCheckout } from './checkout-slice.ts';

/** What the order's total pays for, line by line as the cart holds it; a choice the shop refused under its line. */
export function OrderSummary() {
  const lines = useAppSelector(selectCartItems);
  const refused = useAppSelector(selectCheckout).errors.lines ?? {};
  return (
    <section aria-labelledby="order-summary">
      <h2 id="order-summary" className="font-bold text-ink-900">
        Your pizzas
      </h2>
      <ul className="mt-2 divide-y divide-ink-900/10">
        {lines.map((line) => {
          const key = lineKey(line);
          const refusal = refused[key];
          return (
            <li key={key} className="py-2 text-sm">
              <p className="flex items-baseline justify-between gap-4 text-ink-900">
                <span>
                  {line.quantity}&times; {lineTitle(line)}
                </span>
                <Price amount={line.totalPrice} className="shrink-0 font-semibold" />
              </p>
              {refusal && <p className="mt-1 font-semibold text-chili-700">{refusal}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
