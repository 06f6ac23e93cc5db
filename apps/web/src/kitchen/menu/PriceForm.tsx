import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import type { kitchenMenuAction } from './menu-action.ts';
import { readPrice } from './price-input.ts';

interface PriceFormProps {
  pizzaId: number;
  pizzaName: string;
  /** The price on the menu now, in rupees. */
  unitPrice: number;
}

/** A pizza's price in rupees: checked here first, then saved on its own. */
export function PriceForm({ pizzaId, pizzaName, unitPrice }: PriceFormProps) {
  const price = useFetcher<typeof kitchenMenuAction>({ key: `pizza-${pizzaId}-price` });
  const [typed, setTyped] = useState(String(unitPrice));
  const [typingError, setTypingError] = useState<string | null>(null);

  // A new price saved (here or on another screen): the field shows it.
  const [priceShown, setPriceShown] = useState(unitPrice);
  if (priceShown !== unitPrice) {
    setPriceShown(unitPrice);
    setTyped(String(unitPrice));
  }

  const saving = price.state !== 'idle';
  const changed = typed.trim() !== String(unitPrice);
  const error = typingError ?? (price.state === 'idle' ? price.data?.error : undefined);
  const saved = price.state === 'idle' && price.data?.pizza?.unitPrice === unitPrice && typed === String(unitPrice);
  const fieldId = `price-${pizzaId}`;
  const messageId = `price-${pizzaId}-message`;

  return (
    <price.Form
      method="post"
      noValidate
      onSubmit={(event) => {
        const checked = readPrice(typed);
        setTypingError('error' in checked ? checked.error : null);
        if ('error' in checked) event.preventDefault();
      }}
      className="flex flex-col gap-1"
    >
      <input type="hidden" name="intent" value="price" />
      <input type="hidden" name="pizzaId" value={pizzaId} />
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
        <Button type="submit" variant="small" disabled={saving || !changed} aria-busy={saving}>
          {saving ? 'Saving…' : 'Save'} <span className="sr-only">price for {pizzaName}</span>
        </Button>
      </div>
      {error ? (
        <p id={messageId} role="alert" className="max-w-56 rounded-xl bg-chili-50 px-3 py-2 text-xs font-semibold text-chili-800">
          {error}
        </p>
      ) : (
        <p id={messageId} role="status" className="min-h-4 text-xs font-semibold text-basil-700">
          {saved ? 'Saved' : ''}
        </p>
      )}
    </price.Form>
  );
}
