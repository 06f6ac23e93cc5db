import { type FormEvent, useState } from 'react';
import { Alert, Button } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { kitchenActions, selectEdit } from '../store/kitchen-slice.ts';
import { readPrice } from './price-input.ts';

interface PriceFormProps {
  pizzaId: number;
  pizzaName: string;
  /** The price on the menu now, in rupees. */
  unitPrice: number;
}

/** A pizza's price in rupees: checked here first, then saved on its own. */
export function PriceForm({ pizzaId, pizzaName, unitPrice }: PriceFormProps) {
  const price = useAppSelector(selectEdit(pizzaId, 'price'));
  const dispatch = useAppDispatch();
  const [typed, setTyped] = useState(String(unitPrice));
  const [typingError, setTypingError] = useState<string | null>(null);

  // A new price saved (here or on another screen): the field shows it.
  const [priceShown, setPriceShown] = useState(unitPrice);
  if (priceShown !== unitPrice) {
    setPriceShown(unitPrice);
    setTyped(String(unitPrice));
  }

  const saving = Boolean(price?.saving);
  const changed = typed.trim() !== String(unitPrice);
  const error = typingError ?? (price?.error || undefined);
  const saved = Boolean(price?.saved) && typed === String(unitPrice);
  const fieldId = `price-${pizzaId}`;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = readPrice(typed);
    setTypingError('error' in checked ? checked.error : null);
    if (!('error' in checked)) dispatch(kitchenActions.editPizza(pizzaId, { unitPrice: checked.rupees }));
  }
  const messageId = `price-${pizzaId}-message`;

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="text-xs font-semibold text-ink-700">
        Price in rupees <span className="sr-only">for {pizzaName}</span>
      </label>
      <div className="flex items-center gap-2">
        <input
          id={fieldId}
          name="unitPrice"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setTypingError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className="text-field w-24 py-2 tabular-nums md:w-28"
        />
        <Button type="submit" variant="small" disabled={saving || !changed} busy={saving}>
          {saving ? 'Saving…' : 'Save'} <span className="sr-only">price for {pizzaName}</span>
        </Button>
      </div>
      {error ? (
        <Alert id={messageId} size="compact">
          {error}
        </Alert>
      ) : (
        <p id={messageId} role="status" className="min-h-4 text-xs font-semibold text-basil-700">
          {saved ? 'Saved' : ''}
        </p>
      )}
    </form>
  );
}
