import { useRef } from 'react';
import type { Pizza } from '@chulo/api-client/contract';
import { Button, Card, PizzaPicture, Price } from '@chulo/ui';
import { DeleteFromCart } from '../cart/DeleteFromCart.tsx';
import { QuantityControls } from '../cart/QuantityControls.tsx';
import { lineKey } from '../cart/cart-line.ts';
import { cartActions, selectQuantityOf } from '../cart/cart-slice.ts';
import { ChoosePizza, hasChoices } from '../choices/ChoosePizza.tsx';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { useKeepFocus } from '../../hooks/use-keep-focus.ts';

/** `eager`: one of the first pizzas, visible without scrolling on a phone, whose picture loads at once. */
export function MenuItem({ pizza, eager }: { pizza: Pizza; eager: boolean }) {
  const { id, name, unitPrice, ingredients, soldOut, imageUrl, photo } = pizza;
  const quantity = useAppSelector(selectQuantityOf(id));
  const dispatch = useAppDispatch();
  const actions = useRef<HTMLDivElement>(null);
  // Added: on to '+'; deleted: back to 'Add to cart'.
  useKeepFocus(actions, quantity > 0, (area) =>
    area.querySelector<HTMLElement>('[aria-label="Increase quantity"]') ?? area.querySelector('button'),
  );

  return (
    <Card as="li" className="flex gap-4 p-3 render-when-near sm:flex-col sm:gap-3 sm:p-4">
      <div className="shrink-0 self-start rounded-2xl bg-cream-100 sm:flex sm:self-stretch sm:justify-center sm:py-3">
        <PizzaPicture name={name} drawing={imageUrl} photo={photo} eager={eager} dimmed={soldOut} />
      </div>
      <div className="flex min-w-0 grow flex-col gap-1 py-0.5">
        <h2 className="font-bold text-ink-900 sm:text-lg">{name}</h2>
        <p className="text-sm text-ink-700 italic">{ingredients.join(', ')}</p>
        <div ref={actions} className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          {soldOut ? (
            <p className="text-sm font-semibold text-ink-600">Sold out</p>
          ) : (
            <p className="text-sm font-bold text-ink-900 sm:text-base">
              <Price amount={unitPrice} />
            </p>
          )}
          {!soldOut &&
            (quantity > 0 ? (
              <div className="flex items-center gap-3">
                <QuantityControls line={lineKey({ pizzaId: id })} name={name} quantity={quantity} />
                <DeleteFromCart line={lineKey({ pizzaId: id })} />
              </div>
            ) : (
              <Button variant="small" onClick={() => dispatch(cartActions.add(pizza))}>
                Add to cart
              </Button>
            ))}
          {!soldOut && hasChoices(pizza) && <ChoosePizza pizza={pizza} />}
        </div>
      </div>
    </Card>
  );
}
