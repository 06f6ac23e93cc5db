import { type KnownChoices, type PizzaOffer, type SizeOffer, toRupees } from '@chulo/domain';
import type { Pizza } from '@chulo/api-client/contract';
import type { ChoiceRow, ChoiceRows } from '../data/choice-rows.ts';
import type { PizzaRow } from '../data/pizza-rows.ts';

/** What a pizza's offer is built from: its own row. */
export type OfferedPizza = Pick<PizzaRow, 'id' | 'unit_price' | 'max_extras' | 'ingredients'>;

/** A size as the menu shows it: with its diameter. */
type SizeOnMenu = SizeOffer & { inches: number | null };

/** A pizza's offer, its sizes with their diameters. */
export type ShopOffer = Omit<PizzaOffer, 'sizes'> & { sizes: readonly SizeOnMenu[] };

/** The shop's choices, read once, from which each pizza's offer is built (@chulo/domain's PizzaOffer, in paisa). */
export interface ShopChoices {
  offerOf(pizza: OfferedPizza): ShopOffer;
  /** Every size, crust and extra by id, for refusals to name what a pizza does not offer. */
  known: KnownChoices;
}

/**
 * A pizza comes in the default size at its unit price, and in each other size it has a price for; on
 * the default crust, free in every size, and on each crust it offers that is made in the size; with
 * each extra it offers (decision 041). Retired choices are offered on no pizza, but still known by
 * name, so that a cart holding one is refused as a pizza that does not come so (decision 042).
 */
export function shopChoices({ choices, prices, offers }: ChoiceRows): ShopChoices {
  const ofKind = (kind: ChoiceRow['kind'], rows = choices) => rows.filter((choice) => choice.kind === kind);
  const onSale = choices.filter((choice) => choice.retired === 0);
  const pricesOf = new Map<number, { sizeId: number; price: number }[]>();
  for (const { choice_id, size_id, price } of prices) pricesOf.set(choice_id, [...(pricesOf.get(choice_id) ?? []), { sizeId: size_id, price }]);
  const offered = new Map<number, Map<number, number | null>>();
  for (const { pizza_id, choice_id, price } of offers) offered.set(pizza_id, (offered.get(pizza_id) ?? new Map()).set(choice_id, price));
  const [sizes, crusts, extras] = [ofKind('size', onSale), ofKind('crust', onSale), ofKind('extra', onSale)];
  const names = (kind: ChoiceRow['kind']) => new Map(ofKind(kind).map((row) => [row.id, row.name]));

  const offerFor = (pizza: OfferedPizza): ShopOffer => {
    const own = offered.get(pizza.id) ?? new Map<number, number | null>();
    const pizzaSizes: SizeOnMenu[] = sizes.flatMap((size) => {
      const price = size.is_default === 1 ? pizza.unit_price : own.get(size.id);
      return price === undefined || price === null ? [] : [{ id: size.id, name: size.name, inches: size.inches, price, soldOut: size.sold_out === 1 }];
    });
    const isOffered = (choice: ChoiceRow) => own.has(choice.id);
    return {
      sizes: pizzaSizes,
      crusts: crusts
        .filter((crust) => crust.is_default === 1 || isOffered(crust))
        .map((crust) => ({
          id: crust.id,
          name: crust.name,
          soldOut: crust.sold_out === 1,
          surcharges: crust.is_default === 1 ? pizzaSizes.map((size) => ({ sizeId: size.id, price: 0 })) : (pricesOf.get(crust.id) ?? []),
        })),
      extras: extras.filter(isOffered).map((extra) => ({ id: extra.id, name: extra.name, soldOut: extra.sold_out === 1, prices: pricesOf.get(extra.id) ?? [] })),
      maxExtras: pizza.max_extras,
      ingredients: JSON.parse(pizza.ingredients) as string[],
    };
  };
  // A kept menu (order-lines.ts) prices every order from the same pizza rows: each one's offer is worked out once.
  const offersOf = new WeakMap<OfferedPizza, ShopOffer>();
  return {
    known: { sizes: names('size'), crusts: names('crust'), extras: names('extra') },
    offerOf(pizza) {
      const offer = offersOf.get(pizza) ?? offerFor(pizza);
      offersOf.set(pizza, offer);
      return offer;
    },
  };
}

type OfferOnMenu = Required<Pick<Pizza, 'sizes' | 'crusts' | 'extras' | 'maxExtras'>>;

/** An offer as the menu sends it: rupees, and only the prices of the sizes the pizza comes in. */
export function offerOnMenu({ sizes, crusts, extras, maxExtras }: ShopOffer): OfferOnMenu {
  const sizeIds = new Set(sizes.map((size) => size.id));
  const inRupees = (prices: readonly { sizeId: number; price: number }[]) =>
    prices.filter((entry) => sizeIds.has(entry.sizeId)).map(({ sizeId, price }) => ({ sizeId, price: toRupees(price) }));
  return {
    sizes: sizes.map(({ id, name, inches, price, soldOut }) => ({ id, name, inches, price: toRupees(price), soldOut })),
    crusts: crusts.map(({ id, name, soldOut, surcharges }) => ({ id, name, soldOut, surcharges: inRupees(surcharges) })),
    extras: extras.map(({ id, name, soldOut, prices }) => ({ id, name, soldOut, prices: inRupees(prices) })),
    maxExtras,
  };
}
