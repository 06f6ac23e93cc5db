import type { StaffPizza } from '@chulo/api-client/contract';
import { Badge, Button, PizzaPicture, Price } from '@chulo/ui';
import { useAppDispatch } from '../../store/hooks.ts';
import { PizzaEditor } from './PizzaEditor.tsx';
import { pizzasActions } from './pizzas-slice.ts';

interface PizzaEditorRowProps {
  pizza: StaffPizza;
  first: boolean;
  last: boolean;
  open: boolean;
  onToggle: () => void;
}

/** The pizza's price in each size it comes in, or its one price. */
function PizzaPrices({ pizza }: { pizza: StaffPizza }) {
  if (!pizza.sizes?.length) return <Price amount={pizza.unitPrice} />;
  return (
    <>
      {pizza.sizes.map((size, index) => (
        <span key={size.id} className="whitespace-nowrap">
          {index > 0 && ' · '}
          {size.name} <Price amount={size.price} />
        </span>
      ))}
    </>
  );
}

/** One pizza on the owners' list: its photo, name, prices and state, its place on the menu, and its editor when opened. */
export function PizzaEditorRow({ pizza, first, last, open, onToggle }: PizzaEditorRowProps) {
  const { id, name, soldOut, retired, photo, imageUrl, position } = pizza;
  const dispatch = useAppDispatch();
  const editorId = `pizza-${id}-editor`;

  return (
    <li className="flex flex-col gap-4 p-4 sm:p-5" aria-label={name}>
      <div className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 md:grid-cols-[auto_1fr_auto]">
        <div className="size-14 overflow-hidden rounded-2xl sm:size-16">
          <PizzaPicture name={name} drawing={imageUrl} photo={photo} dimmed={soldOut || retired} />
        </div>
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold text-ink-900">
            <span className="text-sm font-semibold text-ink-700 tabular-nums">{position}.</span>
            {name}
            {soldOut && <Badge tone="chili">Sold out</Badge>}
            {retired && <Badge tone="ink">Retired</Badge>}
          </h2>
          <p className="text-sm text-ink-700">
            <PizzaPrices pizza={pizza} />
          </p>
        </div>
        <div className="col-span-2 flex gap-2 md:col-span-1">
          <Button variant="secondary" aria-expanded={open} aria-controls={editorId} onClick={onToggle}>
            {open ? 'Close' : 'Edit'} <span className="sr-only">{name}</span>
          </Button>
          <Button variant="secondary" disabled={first} onClick={() => dispatch(pizzasActions.move(id, -1))}>
            <span aria-hidden="true">↑</span>
            <span className="sr-only">Move {name} up</span>
          </Button>
          <Button variant="secondary" disabled={last} onClick={() => dispatch(pizzasActions.move(id, 1))}>
            <span aria-hidden="true">↓</span>
            <span className="sr-only">Move {name} down</span>
          </Button>
        </div>
      </div>
      {open && <PizzaEditor pizza={pizza} id={editorId} />}
    </li>
  );
}
