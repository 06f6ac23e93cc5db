import type { Pizza } from '@chulo/api-client/contract';
import { Button, Price } from '@chulo/ui';
import { lineKey } from '../../customer/cart/cart-line.ts';
import { cartActions } from '../../customer/cart/cart-slice.ts';
import { useCartChange } from '../../customer/cart/cart-target.ts';
import { ChoosePizza, hasChoices } from '../../customer/choices/ChoosePizza.tsx';
import { selectMenu } from '../../customer/menu/menu-slice.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { selectPhoneOrder } from './phone-order-slice.ts';

/** One pizza as the menu prices it: 'Add' puts one more in the order; sizes, crusts and extras through the customer's own choice sheet. */
function PhoneMenuRow({ pizza }: { pizza: Pizza }) {
  const { id, name, unitPrice, ingredients, soldOut } = pizza;
  const inOrder = useAppSelector((state) => selectPhoneOrder(state).cart.items.some((line) => lineKey(line) === lineKey({ pizzaId: id })));
  const change = useCartChange();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <p className="font-bold text-ink-900">
          {name} {soldOut ? <span className="text-sm font-semibold text-ink-600">Sold out</span> : <Price amount={unitPrice} className="text-sm font-semibold text-ink-700" />}
        </p>
        <p className="text-sm text-ink-700 italic">{ingredients.join(', ')}</p>
      </div>
      {!soldOut && (
        <div className="flex flex-wrap gap-2">
          <Button variant="small" onClick={() => change(inOrder ? cartActions.increase(lineKey({ pizzaId: id })) : cartActions.add(pizza))} aria-label={`Add ${name}`}>
            Add
          </Button>
          {hasChoices(pizza) && <ChoosePizza pizza={pizza} />}
        </div>
      )}
    </li>
  );
}

/** The menu as customers get it, to add pizzas from while the customer reads out what they want. */
export function PhoneMenu() {
  const { pizzas, status, error } = useAppSelector(selectMenu);
  return (
    <section aria-labelledby="phone-menu" className="min-w-0">
      <h2 id="phone-menu" className="text-lg font-extrabold text-ink-900">
        Menu
      </h2>
      {status === 'error' ? (
        <p className="mt-2 text-sm font-semibold text-chili-800">{error}</p>
      ) : (
        <ul className="mt-1 divide-y divide-ink-900/10">
          {pizzas.map((pizza) => (
            <PhoneMenuRow key={pizza.id} pizza={pizza} />
          ))}
        </ul>
      )}
    </section>
  );
}
