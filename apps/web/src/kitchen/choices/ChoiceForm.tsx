import { type FormEvent, useId, useState } from 'react';
import type { NewChoice, StaffChoice } from '@chulo/api-client/contract';
import { TextField } from '@chulo/ui';
import { SaveRow } from '../layout/SaveRow.tsx';
import { type ChoiceErrors, readChoice, typedChoice } from './choice-form.ts';
import type { ChoiceKind } from './choices-slice.ts';

interface ChoiceFormProps {
  kind: ChoiceKind;
  /** The choice as it is; left out for a new one. */
  choice?: StaffChoice;
  /** The shop's sizes, in which a crust or an extra is priced. */
  sizes: readonly StaffChoice[];
  submitLabel: string;
  busy: boolean;
  error: string;
  onSave: (choice: NewChoice) => void;
}

/** A size's name and diameter, or a crust's or an extra's name and price in each size. */
export function ChoiceForm({ kind, choice, sizes, submitLabel, busy, error, onSave }: ChoiceFormProps) {
  const id = useId();
  const [typed, setTyped] = useState(() => typedChoice(choice));
  const [errors, setErrors] = useState<ChoiceErrors>({});

  // Saved: the fields show the choice as it now is.
  const [shown, setShown] = useState(choice);
  if (shown !== choice) {
    setShown(choice);
    setTyped(typedChoice(choice));
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readChoice(kind, typed, sizes);
    setErrors('errors' in read ? read.errors : {});
    if ('choice' in read) onSave(read.choice);
  }

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField
          id={`${id}-name`}
          label="Name"
          autoComplete="off"
          maxLength={40}
          layout="stacked"
          value={typed.name}
          error={errors.name}
          onChange={(event) => setTyped({ ...typed, name: event.target.value })}
        />
        {kind === 'size' ? (
          <TextField
            id={`${id}-inches`}
            label="Diameter in inches"
            inputMode="numeric"
            autoComplete="off"
            layout="stacked"
            value={typed.inches}
            error={errors.inches}
            onChange={(event) => setTyped({ ...typed, inches: event.target.value })}
          />
        ) : (
          sizes.map((size) => (
            <TextField
              key={size.id}
              id={`${id}-price-${size.id}`}
              label={`${size.name} price`}
              inputMode="decimal"
              autoComplete="off"
              layout="stacked"
              placeholder="Not made"
              value={typed.prices[size.id] ?? ''}
              error={errors.prices?.[size.id]}
              onChange={(event) => setTyped({ ...typed, prices: { ...typed.prices, [size.id]: event.target.value } })}
            />
          ))
        )}
      </div>
      <SaveRow label={submitLabel} busy={busy} error={error} />
    </form>
  );
}
