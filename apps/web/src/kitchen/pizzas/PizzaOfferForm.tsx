import { type FormEvent, useId, useState } from 'react';
import type { StaffPizza } from '@chulo/api-client/contract';
import { Alert, Button, TextField } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { choicesActions, ofKind, onTheMenu, selectAllChoices, selectOfferWork } from '../choices/choices-slice.ts';
import { type OfferErrors, readOffer, typedOffer } from './pizza-offer-form.ts';

/** A tick per crust or extra the pizza may offer; the default crust is on every pizza. */
function OfferedList({ legend, choices, ticked, onChange }: { legend: string; choices: { id: number; name: string; isDefault: boolean }[]; ticked: number[]; onChange: (ids: number[]) => void }) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="font-semibold text-ink-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {choices.map(({ id, name, isDefault }) => (
          <label key={id} className="inline-flex items-center gap-2 text-ink-900">
            <input
              type="checkbox"
              className="size-5 accent-chili-700"
              checked={isDefault || ticked.includes(id)}
              disabled={isDefault}
              onChange={(event) => onChange(event.target.checked ? [...ticked, id] : ticked.filter((other) => other !== id))}
            />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What one pizza comes as: its price in each size, its crusts and extras, how many extras it takes. */
export function PizzaOfferForm({ pizza }: { pizza: StaffPizza }) {
  const id = useId();
  // Retired ones are offered on no pizza (the server keeps what a pizza offered of them for their return).
  const offered = onTheMenu(useAppSelector(selectAllChoices));
  const [sizes, crusts, extras] = [ofKind(offered, 'size'), ofKind(offered, 'crust'), ofKind(offered, 'extra')];
  const work = useAppSelector(selectOfferWork(pizza.id));
  const dispatch = useAppDispatch();
  const defaultSize = sizes.find((size) => size.isDefault);
  const [typed, setTyped] = useState(() => typedOffer(pizza, defaultSize));
  const [errors, setErrors] = useState<OfferErrors>({});

  // Saved (here or elsewhere): the fields show the pizza as it now is.
  const [shown, setShown] = useState(pizza);
  if (shown !== pizza) {
    setShown(pizza);
    setTyped(typedOffer(pizza, defaultSize));
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readOffer(typed, sizes);
    setErrors('errors' in read ? read.errors : {});
    if ('offer' in read) dispatch(choicesActions.setOffer(pizza.id, read.offer));
  }

  return (
    <form noValidate onSubmit={save} aria-label={`${pizza.name}’s sizes and toppings`} className="flex flex-col gap-4 rounded-2xl bg-cream-100 p-4">
      <fieldset>
        <legend className="font-semibold text-ink-900">Price in each size</legend>
        <p className="text-sm text-ink-700">Leave a size empty if the pizza does not come in it. {defaultSize && `${defaultSize.name} is the menu’s price.`}</p>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {sizes.map((size) => (
            <TextField
              key={size.id}
              id={`${id}-size-${size.id}`}
              label={`${size.name} price`}
              inputMode="decimal"
              autoComplete="off"
              layout="stacked"
              placeholder={size.isDefault ? undefined : 'Not made'}
              value={typed.prices[size.id] ?? ''}
              error={errors.prices?.[size.id]}
              onChange={(event) => setTyped({ ...typed, prices: { ...typed.prices, [size.id]: event.target.value } })}
            />
          ))}
        </div>
      </fieldset>
      <OfferedList legend="Crusts" choices={crusts} ticked={typed.crustIds} onChange={(crustIds) => setTyped({ ...typed, crustIds })} />
      <OfferedList legend="Extras" choices={extras} ticked={typed.extraIds} onChange={(extraIds) => setTyped({ ...typed, extraIds })} />
      <div className="max-w-48">
        <TextField
          id={`${id}-max-extras`}
          label="Most extras on one pizza"
          inputMode="numeric"
          autoComplete="off"
          layout="stacked"
          value={typed.maxExtras}
          error={errors.maxExtras}
          onChange={(event) => setTyped({ ...typed, maxExtras: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="small" busy={work.saving} disabled={work.saving}>
          Save sizes and toppings <span className="sr-only">of {pizza.name}</span>
        </Button>
        {work.error && <Alert size="compact">{work.error}</Alert>}
      </div>
    </form>
  );
}
