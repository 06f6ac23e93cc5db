import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { Pizza } from '../../../shared/schemas.ts';
import { formatCurrency } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import type { kitchenMenuAction } from './menu-action.ts';
import { readPrice } from './price-input.ts';
import { SoldOutSwitch } from './SoldOutSwitch.tsx';

/** One pizza: its sold-out switch and its price, each saved on its own. */
export function PizzaRow({ pizza }: { pizza: Pizza }) {
  const { id, name, unitPrice, ingredients, imageUrl } = pizza;
  const stock = useFetcher<typeof kitchenMenuAction>({ key: `pizza-${id}-stock` });
  const price = useFetcher<typeof kitchenMenuAction>({ key: `pizza-${id}-price` });
  const [typed, setTyped] = useState(String(unitPrice));
  const [typingError, setTypingError] = useState<string | null>(null);

  // A new price saved (here or on another screen): the field shows it.
  const [priceShown, setPriceShown] = useState(unitPrice);
  if (priceShown !== unitPrice) {
    setPriceShown(unitPrice);
    setTyped(String(unitPrice));
  }

  // Shown as it will be while the change is on its way; back to the menu's word if it fails.
  const soldOut = stock.formData ? stock.formData.get('soldOut') === 'true' : pizza.soldOut;
  const savingPrice = price.state !== 'idle';
  const priceError = typingError ?? (price.state === 'idle' ? price.data?.error : undefined);
  const saved = price.state === 'idle' && price.data?.pizza?.unitPrice === unitPrice && typed === String(unitPrice);
  const stockError = stock.state === 'idle' ? stock.data?.error : undefined;
  const priceId = `price-${id}`;
  const priceMessageId = `price-${id}-message`;

  return (
    <li className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 p-4 sm:p-5 md:grid-cols-[auto_1fr_auto_auto] md:items-center md:gap-x-6">
      <img
        src={imageUrl}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        className={`size-14 rounded-2xl bg-cream-100 sm:size-16 ${soldOut ? 'opacity-50 grayscale' : ''}`}
      />
      <div className="min-w-0 self-center">
        <h2 className="font-bold text-ink-900">{name}</h2>
        <p className="truncate text-sm text-ink-700 italic">{ingredients.join(', ')}</p>
        <p className="mt-0.5 text-sm text-ink-700">
          Customers see: <span className="font-semibold text-ink-900 tabular-nums">{soldOut ? 'Sold out' : formatCurrency(unitPrice)}</span>
        </p>
      </div>

      <div className="col-span-2 flex flex-col gap-1 md:col-span-1">
        <SoldOutSwitch
          pizzaName={name}
          soldOut={soldOut}
          busy={stock.state !== 'idle'}
          onChange={(next) =>
            void stock.submit({ intent: 'sold-out', pizzaId: String(id), soldOut: String(next) }, { method: 'post' })
          }
        />
        {stockError && (
          <p role="alert" className="rounded-xl bg-chili-50 px-3 py-2 text-xs font-semibold text-chili-800">
            {stockError}
          </p>
        )}
      </div>

      <price.Form
        method="post"
        noValidate
        onSubmit={(event) => {
          const checked = readPrice(typed);
          setTypingError('error' in checked ? checked.error : null);
          if ('error' in checked) event.preventDefault();
        }}
        className="col-span-2 flex flex-col gap-1 md:col-span-1"
      >
        <input type="hidden" name="intent" value="price" />
        <input type="hidden" name="pizzaId" value={id} />
        <label htmlFor={priceId} className="text-xs font-semibold text-ink-700">
          Price in rupees <span className="sr-only">for {name}</span>
        </label>
        <div className="flex items-center gap-2">
          <input
            id={priceId}
            name="unitPrice"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setTypingError(null);
            }}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError || saved ? priceMessageId : undefined}
            className="text-field w-full py-2 tabular-nums md:w-28"
          />
          <Button type="submit" variant="small" disabled={savingPrice || typed.trim() === String(unitPrice)} aria-busy={savingPrice}>
            {savingPrice ? 'Saving…' : 'Save'}
            {' '}
            <span className="sr-only">price for {name}</span>
          </Button>
        </div>
        {priceError ? (
          <p id={priceMessageId} role="alert" className="rounded-xl bg-chili-50 px-3 py-2 text-xs font-semibold text-chili-800 md:max-w-56">
            {priceError}
          </p>
        ) : (
          <p id={priceMessageId} role="status" className="min-h-4 text-xs font-semibold text-basil-700">
            {saved ? 'Saved' : ''}
          </p>
        )}
      </price.Form>
    </li>
  );
}
