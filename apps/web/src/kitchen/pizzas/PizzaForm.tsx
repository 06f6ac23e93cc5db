import { type FormEvent, useId, useState } from 'react';
import type { NewPizza } from '@chulo/api-client/contract';
import { TextField } from '@chulo/ui';
import { SaveRow } from '../layout/SaveRow.tsx';
import { type PizzaTyped, readPizza, typedPizza } from './pizza-form.ts';

interface PizzaFormProps {
  /** The pizza as it is; left out for a new one. */
  pizza?: NewPizza;
  submitLabel: string;
  busy: boolean;
  /** The server's words, when it refused the last try. */
  error: string;
  onSave: (pizza: NewPizza) => void;
}

const EMPTY: PizzaTyped = { name: '', ingredients: '', price: '' };

/** A pizza's name, ingredients and price: checked here first, then saved together. */
export function PizzaForm({ pizza, submitLabel, busy, error, onSave }: PizzaFormProps) {
  const id = useId();
  const [typed, setTyped] = useState(pizza ? typedPizza(pizza) : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PizzaTyped, string>>>({});

  // Saved (here or elsewhere): the fields show the pizza as it now is.
  const [shown, setShown] = useState(pizza);
  if (shown !== pizza) {
    setShown(pizza);
    setTyped(pizza ? typedPizza(pizza) : EMPTY);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readPizza(typed);
    setErrors('errors' in read ? read.errors : {});
    if ('pizza' in read) onSave(read.pizza);
  }

  const field = (name: keyof PizzaTyped) => ({
    id: `${id}-${name}`,
    value: typed[name],
    error: errors[name],
    layout: 'stacked' as const,
    onChange: (event: { target: { value: string } }) => setTyped({ ...typed, [name]: event.target.value }),
  });

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[2fr_3fr_1fr]">
        <TextField label="Name" autoComplete="off" maxLength={60} {...field('name')} />
        <TextField label="Ingredients, separated by commas" autoComplete="off" {...field('ingredients')} />
        <TextField label="Price in rupees" inputMode="decimal" autoComplete="off" {...field('price')} />
      </div>
      <SaveRow label={submitLabel} busy={busy} error={error} />
    </form>
  );
}
