import type { Pizza } from '@chulo/api-client/contract';
import { type ChoiceOutcome, describeChoice, offerInPaisa, type PizzaChoice, type PizzaOffer, priceChoice, type PriceInSize, toRupees } from '@chulo/domain';
import type { ChosenPizza } from '../cart/cart-slice.ts';

/**
 * The choice sheet's rules over @chulo/domain's: what a pizza offers, what the sheet starts from,
 * what changing the size does to the rest, and the line the cart takes. Prices are paisa until
 * the line is made.
 */

/** What the pizza offers, in paisa; null for a pizza the menu offers in no sizes (a shop that sells one size). */
export function offerOf(pizza: Pizza): PizzaOffer | null {
  if (!pizza.sizes || pizza.sizes.length === 0) return null;
  return offerInPaisa({ sizes: pizza.sizes, crusts: pizza.crusts ?? [], extras: pizza.extras ?? [], maxExtras: pizza.maxExtras ?? 0, ingredients: pizza.ingredients });
}

/** What the sheet holds: every part named, so that each input shows its state. */
export interface SheetChoice {
  sizeId: number;
  crustId: number | undefined;
  extraIds: number[];
  without: string[];
}

/** What a crust or an extra costs in a size; undefined where it is not made in that size. */
export const priceInSize = (prices: readonly PriceInSize[], sizeId: number) => prices.find((entry) => entry.sizeId === sizeId)?.price;

const crustsIn = (offer: PizzaOffer, sizeId: number) => offer.crusts.filter((crust) => priceInSize(crust.surcharges, sizeId) !== undefined);

/** The sheet opened on a line's choice, or on the pizza as the menu prices it. */
export function startingChoice(offer: PizzaOffer, choice: PizzaChoice = {}): SheetChoice {
  const sizeId = choice.sizeId ?? offer.sizes[0]!.id;
  return { sizeId, crustId: choice.crustId ?? crustsIn(offer, sizeId)[0]?.id, extraIds: [...(choice.extraIds ?? [])], without: [...(choice.without ?? [])] };
}

/** Another size: the crust stays if it is made in that size (else the first that is), the extras that are made in it stay. */
export function inSize(offer: PizzaOffer, choice: SheetChoice, sizeId: number): SheetChoice {
  const crusts = crustsIn(offer, sizeId);
  const crustId = crusts.some((crust) => crust.id === choice.crustId) ? choice.crustId : crusts[0]?.id;
  const madeInSize = (id: number) => offer.extras.some((extra) => extra.id === id && priceInSize(extra.prices, sizeId) !== undefined);
  return { ...choice, sizeId, crustId, extraIds: choice.extraIds.filter(madeInSize) };
}

export const priceOf = (offer: PizzaOffer, choice: SheetChoice): ChoiceOutcome => priceChoice(offer, choice);

/**
 * The cart's line for the pizza as chosen, or null when it cannot be made so (a part sold out). The
 * pizza as the menu prices it is a line without a choice, the one 'Add to cart' makes; any other
 * choice is kept in the offer's order, so the same pizza chosen alike is one line.
 */
export function chosenPizza(pizza: Pick<Pizza, 'id' | 'name'>, offer: PizzaOffer, choice: SheetChoice): ChosenPizza | null {
  const outcome = priceOf(offer, choice);
  if (!outcome.ok) return null;
  const line = { pizza: { id: pizza.id, name: pizza.name }, unitPrice: toRupees(outcome.unitPrice) };
  const asTheMenuPrices = choice.sizeId === offer.sizes[0]!.id && choice.crustId === crustsIn(offer, choice.sizeId)[0]?.id && choice.extraIds.length === 0 && choice.without.length === 0;
  if (asTheMenuPrices) return line;
  const extraIds = offer.extras.filter((extra) => choice.extraIds.includes(extra.id)).map((extra) => extra.id);
  const without = offer.ingredients.filter((ingredient) => choice.without.includes(ingredient));
  return {
    ...line,
    choice: {
      sizeId: choice.sizeId,
      ...(choice.crustId === undefined ? {} : { crustId: choice.crustId }),
      ...(extraIds.length > 0 ? { extraIds } : {}),
      ...(without.length > 0 ? { without } : {}),
    },
    description: describeChoice(outcome.chosen, offer),
  };
}
