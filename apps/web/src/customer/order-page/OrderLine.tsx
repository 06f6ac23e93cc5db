import type { CartItem } from '@chulo/api-client/contract';
import { Price } from '@chulo/ui';
import { lineTitle } from '../cart/cart-line.ts';
import { selectIngredients } from '../menu/menu-slice.ts';
import { useAppSelector } from '../../store/hooks.ts';

/** A line of the order, with the pizza's ingredients from the menu, which loads after the order. */
export function OrderLine({ line }: { line: CartItem }) {
  const ingredients = useAppSelector(selectIngredients(line.pizzaId));
  return (
    <li className="space-y-1 py-4">
      <div className="flex items-baseline justify-between gap-4">
        <p className="font-medium text-ink-900">
          {line.quantity}&times; {lineTitle(line)}
        </p>
        <p className="text-sm font-bold text-ink-900">
          <Price amount={line.totalPrice} />
        </p>
      </div>
      <p className="text-sm text-ink-700 italic">{ingredients === null ? 'Loading...' : ingredients.join(', ')}</p>
    </li>
  );
}
