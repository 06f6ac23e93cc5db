import { Card } from '@chulo/ui';
import { selectMenu } from '../../customer/menu/menu-slice.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { ChoicesSection } from '../choices/ChoicesSection.tsx';
import { PizzaRow } from './PizzaRow.tsx';

/** Every pizza on the menu, and the shop's sizes, crusts and extras, for the kitchen to mark sold out or back in stock. */
export function MenuManager() {
  const menu = useAppSelector(selectMenu).pizzas;
  const soldOut = menu.filter((pizza) => pizza.soldOut).length;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-5 sm:px-6 sm:py-8">
      <title>Menu · Kitchen · Chulo Pizza</title>
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">Menu</h1>
      <p className="mt-1 text-sm text-ink-700 sm:text-base">
        {menu.length - soldOut} available, {soldOut} sold out. Customers see a change the next time their menu loads.
      </p>

      <Card as="ul" className="mt-6 divide-y divide-ink-900/10 overflow-hidden">
        {menu.map((pizza) => (
          <PizzaRow key={pizza.id} pizza={pizza} />
        ))}
      </Card>

      <ChoicesSection owner={false} />
    </div>
  );
}
