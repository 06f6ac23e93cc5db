import { useAppSelector } from '../../store/hooks.ts';
import { MenuItem } from './MenuItem.tsx';
import { selectMenu } from './menu-slice.ts';

/** How many pizzas a phone shows before scrolling: their images load first. */
const ABOVE_THE_FOLD = 4;

export function Menu() {
  const menu = useAppSelector(selectMenu).pizzas;

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">Our menu</h1>
      <p className="mt-2 max-w-2xl text-ink-700">
        Every pizza is baked when you order it and brought to your door while it is still hot. You pay the rider when it
        arrives.
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {menu.map((pizza, index) => (
          <MenuItem key={pizza.id} pizza={pizza} eager={index < ABOVE_THE_FOLD} />
        ))}
      </ul>
    </div>
  );
}
