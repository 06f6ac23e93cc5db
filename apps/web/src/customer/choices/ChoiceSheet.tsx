import { useState } from 'react';
import type { Pizza } from '@chulo/api-client/contract';
import { toRupees } from '@chulo/domain';
import { Button, type Option, OptionGroup, Price, Sheet } from '@chulo/ui';
import { type CartLine, lineKey } from '../cart/cart-line.ts';
import { cartActions } from '../cart/cart-slice.ts';
import { useCartChange } from '../cart/cart-target.ts';
import { chosenPizza, inSize, offerOf, priceInSize, priceOf, type SheetChoice, startingChoice } from './pizza-choice.ts';

export interface ChoiceSheetProps {
  /** A pizza the menu offers in sizes (`offerOf` is not null). */
  pizza: Pizza;
  /** The cart's line to choose again; without one, the pizza goes in as a line of its own. */
  line?: CartLine;
  onClose: () => void;
}

const SOLD_OUT = 'sold out';
const surcharge = (paisa: number) => (paisa > 0 ? <>+ <Price amount={toRupees(paisa)} /></> : undefined);

/**
 * The pizza's size, crust, extras and what to leave out of it, priced as the customer chooses by
 * @chulo/domain's priceChoice. Its own chunk, which the menu downloads when a customer first opens it.
 */
export default function ChoiceSheet({ pizza, line, onClose }: ChoiceSheetProps) {
  const [offer] = useState(() => offerOf(pizza)!);
  const [choice, setChoice] = useState<SheetChoice>(() => startingChoice(offer, line?.choice));
  const change = useCartChange();
  const size = offer.sizes.find((entry) => entry.id === choice.sizeId)!;
  const outcome = priceOf(offer, choice);
  const notMadeIn = `not made in ${size.name}`;

  const sizes: Option[] = (pizza.sizes ?? []).map((entry) => ({
    value: String(entry.id),
    label: entry.inches === null ? entry.name : `${entry.name} ${entry.inches}″`,
    note: <Price amount={entry.price} />,
    ...(entry.soldOut && { unavailable: SOLD_OUT }),
  }));
  const withPrices = (entries: readonly { id: number; name: string; soldOut: boolean }[], priceOfEntry: (index: number) => number | undefined): Option[] =>
    entries.map((entry, index) => {
      const price = priceOfEntry(index);
      const unavailable = price === undefined ? notMadeIn : entry.soldOut ? SOLD_OUT : undefined;
      return { value: String(entry.id), label: entry.name, note: price === undefined ? undefined : surcharge(price), ...(unavailable && { unavailable }) };
    });
  const crusts = withPrices(offer.crusts, (index) => priceInSize(offer.crusts[index]!.surcharges, size.id));
  const extras = withPrices(offer.extras, (index) => priceInSize(offer.extras[index]!.prices, size.id));

  function confirm() {
    const chosen = chosenPizza(pizza, offer, choice);
    if (!chosen) return;
    change(line ? cartActions.change(lineKey(line), chosen) : cartActions.addChosen(chosen));
    onClose();
  }

  return (
    <Sheet
      title={pizza.name}
      onClose={onClose}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-bold" aria-live="polite">
            {outcome.ok ? <Price amount={toRupees(outcome.unitPrice)} /> : 'Not available as chosen'}
          </p>
          <Button onClick={confirm} disabled={!outcome.ok}>
            {line ? 'Update cart' : 'Add to cart'}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-5">
        <OptionGroup
          legend="Size"
          type="radio"
          name="size"
          options={sizes}
          chosen={[String(choice.sizeId)]}
          onChange={([sizeId]) => setChoice(inSize(offer, choice, Number(sizeId)))}
        />
        {offer.crusts.length > 1 && (
          <OptionGroup
            legend="Crust"
            type="radio"
            name="crust"
            options={crusts}
            chosen={choice.crustId === undefined ? [] : [String(choice.crustId)]}
            onChange={([crustId]) => setChoice({ ...choice, crustId: Number(crustId) })}
          />
        )}
        {offer.extras.length > 0 && offer.maxExtras > 0 && (
          <OptionGroup
            legend="Extras"
            hint={`Up to ${offer.maxExtras}`}
            type="checkbox"
            name="extras"
            options={extras}
            chosen={choice.extraIds.map(String)}
            full={choice.extraIds.length >= offer.maxExtras}
            onChange={(ids) => setChoice({ ...choice, extraIds: ids.map(Number) })}
          />
        )}
        {offer.ingredients.length > 0 && (
          <OptionGroup
            legend="Without"
            type="checkbox"
            name="without"
            options={offer.ingredients.map((ingredient) => ({ value: ingredient, label: `No ${ingredient}` }))}
            chosen={choice.without}
            onChange={(without) => setChoice({ ...choice, without })}
          />
        )}
      </div>
    </Sheet>
  );
}
