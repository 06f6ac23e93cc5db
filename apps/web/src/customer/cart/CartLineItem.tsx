import { Price } from '@chulo/ui';
import { useAppSelector } from '../../store/hooks.ts';
import { ChoosePizza, hasChoices } from '../choices/ChoosePizza.tsx';
import { selectPizza } from '../menu/menu-slice.ts';
import { type CartLine, lineKey, lineTitle } from './cart-line.ts';
import { DeleteFromCart } from './DeleteFromCart.tsx';
import { QuantityControls } from './QuantityControls.tsx';

export function CartLineItem({ line }: { line: CartLine }) {
  const pizza = useAppSelector(selectPizza(line.pizzaId));
  const key = lineKey(line);
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium text-ink-900">
        {line.quantity}&times; {lineTitle(line)}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-4 sm:gap-6">
        <p className="text-sm font-bold text-ink-900">
          <Price amount={line.totalPrice} />
        </p>
        <div className="flex flex-wrap items-center gap-3 sm:gap-6">
          <QuantityControls line={key} name={lineTitle(line)} quantity={line.quantity} />
          <DeleteFromCart line={key} />
          {pizza && !pizza.soldOut && hasChoices(pizza) && <ChoosePizza pizza={pizza} line={line} />}
        </div>
      </div>
    </li>
  );
}
