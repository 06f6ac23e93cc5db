import { type Paisa, toPaisa } from './money.ts';

/**
 * A pizza as the shop sells it: in a size, on a crust, with extra toppings and without some of its
 * own ingredients. One definition of what a choice costs and when it is refused, read by the
 * server (which prices every order line with it) and by the customer's screens (which show the
 * price as the customer chooses). Amounts are integer paisa.
 */

/** A size the pizza comes in, at the pizza's price in that size. */
export interface SizeOffer {
  id: number;
  name: string;
  price: Paisa;
  soldOut: boolean;
}

/** What a crust or an extra costs in one size; a size without one is a size it is not made in. */
export interface PriceInSize {
  sizeId: number;
  price: Paisa;
}

/** A crust the pizza offers: its surcharge in each size it is made in (zero allowed). */
export interface CrustOffer {
  id: number;
  name: string;
  soldOut: boolean;
  surcharges: readonly PriceInSize[];
}

/** An extra topping the pizza offers: its price in each size. */
export interface ExtraOffer {
  id: number;
  name: string;
  soldOut: boolean;
  prices: readonly PriceInSize[];
}

/**
 * What one pizza offers. The first size and the first crust are the default choice, the one the
 * menu's `unitPrice` prices: a shop keeps its default crust free.
 */
export interface PizzaOffer {
  sizes: readonly SizeOffer[];
  crusts: readonly CrustOffer[];
  extras: readonly ExtraOffer[];
  /** How many extras one pizza may take. */
  maxExtras: number;
  /** Its own ingredients, any of which may be left out at no charge. */
  ingredients: readonly string[];
}

/** What a customer chose, by id (ingredients by name); what is left out is the default. */
export interface PizzaChoice {
  sizeId?: number | undefined;
  crustId?: number | undefined;
  extraIds?: readonly number[] | undefined;
  without?: readonly string[] | undefined;
}

/** A choice by name, in the offer's order: what an order line keeps, whatever the menu becomes. */
export interface ChosenPizza {
  size: string;
  /** Null for a pizza offered on no crust at all. */
  crust: string | null;
  extras: string[];
  without: string[];
}

export type ChoicePart = 'size' | 'crust' | 'extra';

/** Why a choice cannot be made; the contract's messages put each in words. */
export type ChoiceRefusal =
  /** No such size, crust or extra at the shop (or, without `known`, on this pizza). */
  | { reason: 'unknown'; part: ChoicePart; id: number }
  /** The shop has it, but not on this pizza, or not in the chosen size (`size`). */
  | { reason: 'not-offered'; part: ChoicePart; name: string; size?: string }
  | { reason: 'sold-out'; part: ChoicePart; name: string }
  | { reason: 'too-many-extras'; max: number }
  | { reason: 'not-an-ingredient'; ingredient: string }
  | { reason: 'twice'; part: 'extra' | 'removal'; name: string };

/** A choice priced: its unit price and what was chosen, by name. */
export interface PricedChoice {
  unitPrice: Paisa;
  chosen: ChosenPizza;
  /**
   * What each of `chosen.extras` costs in the chosen size, in the same order: its part of
   * `unitPrice`, which an order line keeps so that the sales of extras count what was paid.
   */
  extraPrices: Paisa[];
}

export type ChoiceOutcome = ({ ok: true } & PricedChoice) | { ok: false; refusal: ChoiceRefusal };

/** Every size, crust and extra the shop has, by id: lets a refusal name what this pizza does not offer. */
export interface KnownChoices {
  sizes: ReadonlyMap<number, string>;
  crusts: ReadonlyMap<number, string>;
  extras: ReadonlyMap<number, string>;
}

const refused = (refusal: ChoiceRefusal): ChoiceOutcome => ({ ok: false, refusal });

/** An id the offer does not hold: a thing of the shop this pizza does not offer, or none at all. */
function missing(part: ChoicePart, id: number, known: ReadonlyMap<number, string> | undefined, size?: string): ChoiceRefusal {
  const name = known?.get(id);
  if (name === undefined) return { reason: 'unknown', part, id };
  return size === undefined ? { reason: 'not-offered', part, name } : { reason: 'not-offered', part, name, size };
}

const priceIn = (prices: readonly PriceInSize[], sizeId: number) => prices.find((entry) => entry.sizeId === sizeId)?.price;

/** The first name given twice, if any. */
function givenTwice<T>(items: readonly T[], key: (item: T) => string | number): T | undefined {
  const seen = new Set<string | number>();
  return items.find((item) => (seen.has(key(item)) ? true : (seen.add(key(item)), false)));
}

/**
 * The unit price of `offer` as `choice` makes it: the size's price, the crust's surcharge in that
 * size and each extra's price in that size; leaving out an ingredient costs nothing. Or why it
 * cannot be made.
 */
export function priceChoice(offer: PizzaOffer, choice: PizzaChoice = {}, known?: KnownChoices): ChoiceOutcome {
  const size = choice.sizeId === undefined ? offer.sizes[0] : offer.sizes.find((entry) => entry.id === choice.sizeId);
  if (!size) return refused(missing('size', choice.sizeId ?? 0, known?.sizes));
  if (size.soldOut) return refused({ reason: 'sold-out', part: 'size', name: size.name });

  const crusts = offer.crusts.filter((crust) => priceIn(crust.surcharges, size.id) !== undefined);
  const crust = choice.crustId === undefined ? crusts[0] : crusts.find((entry) => entry.id === choice.crustId);
  if (choice.crustId !== undefined && !crust) {
    const elsewhere = offer.crusts.find((entry) => entry.id === choice.crustId);
    return refused(elsewhere ? { reason: 'not-offered', part: 'crust', name: elsewhere.name, size: size.name } : missing('crust', choice.crustId, known?.crusts));
  }
  if (crust?.soldOut) return refused({ reason: 'sold-out', part: 'crust', name: crust.name });

  const extraIds = choice.extraIds ?? [];
  const extras: ExtraOffer[] = [];
  for (const id of extraIds) {
    const extra = offer.extras.find((entry) => entry.id === id);
    if (!extra) return refused(missing('extra', id, known?.extras));
    if (priceIn(extra.prices, size.id) === undefined) return refused({ reason: 'not-offered', part: 'extra', name: extra.name, size: size.name });
    if (extra.soldOut) return refused({ reason: 'sold-out', part: 'extra', name: extra.name });
    extras.push(extra);
  }
  const extraTwice = givenTwice(extras, (extra) => extra.id);
  if (extraTwice) return refused({ reason: 'twice', part: 'extra', name: extraTwice.name });
  if (extras.length > offer.maxExtras) return refused({ reason: 'too-many-extras', max: offer.maxExtras });

  const without: string[] = [];
  for (const name of choice.without ?? []) {
    const ingredient = offer.ingredients.find((own) => own.toLowerCase() === name.trim().toLowerCase());
    if (ingredient === undefined) return refused({ reason: 'not-an-ingredient', ingredient: name });
    without.push(ingredient);
  }
  const removedTwice = givenTwice(without, (ingredient) => ingredient);
  if (removedTwice !== undefined) return refused({ reason: 'twice', part: 'removal', name: removedTwice });

  // In the offer's order, so that the same pizza chosen in another order is the same pizza.
  const inOfferOrder = <T>(all: readonly T[], picked: readonly T[]) => all.filter((item) => picked.includes(item));
  const chosenExtras = inOfferOrder(offer.extras, extras);
  const extraPrices = chosenExtras.map((extra) => priceIn(extra.prices, size.id)!);
  const unitPrice = size.price + (crust ? priceIn(crust.surcharges, size.id)! : 0) + extraPrices.reduce((sum, price) => sum + price, 0);
  return {
    ok: true,
    unitPrice,
    chosen: {
      size: size.name,
      crust: crust?.name ?? null,
      extras: chosenExtras.map((extra) => extra.name),
      without: inOfferOrder(offer.ingredients, without),
    },
    extraPrices,
  };
}

/** An offer priced in rupees, as the menu sends it, in paisa: what `priceChoice` takes. */
export function offerInPaisa(offer: PizzaOffer): PizzaOffer {
  const inPaisa = (prices: readonly PriceInSize[]) => prices.map((entry) => ({ ...entry, price: toPaisa(entry.price) }));
  return {
    ...offer,
    sizes: offer.sizes.map((size) => ({ ...size, price: toPaisa(size.price) })),
    crusts: offer.crusts.map((crust) => ({ ...crust, surcharges: inPaisa(crust.surcharges) })),
    extras: offer.extras.map((extra) => ({ ...extra, prices: inPaisa(extra.prices) })),
  };
}

/** The default choice: the first size and crust, no extras, nothing left out. */
export function defaultChoice(offer: PizzaOffer): PizzaChoice {
  return { sizeId: offer.sizes[0]?.id, crustId: offer.crusts[0]?.id, extraIds: [], without: [] };
}

/** A name as it reads inside a sentence: "Thin" is "thin", "NY style" stays. */
const inSentence = (name: string) => (/^\p{Lu}\p{Ll}/u.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name);

/** A crust named as one: "Thin" is "Thin crust", "Stuffed crust" stays. */
export const crustName = (crust: string) => (/crust$/i.test(crust) ? crust : `${crust} crust`);

const crustWords = (crust: string) => inSentence(crustName(crust));

/**
 * What was chosen in a line a cart, an order page and a kitchen card read: "Large, thin crust ·
 * extra cheese, chicken · no basil". The size and crust are named only where the pizza offers more
 * than one; '' when there is nothing to say.
 */
export function describeChoice(chosen: ChosenPizza, offer: Pick<PizzaOffer, 'sizes' | 'crusts'>): string {
  const base = [
    ...(offer.sizes.length > 1 ? [chosen.size] : []),
    ...(chosen.crust !== null && offer.crusts.length > 1 ? [crustWords(chosen.crust)] : []),
  ].join(', ');
  const parts = [base, chosen.extras.map(inSentence).join(', '), chosen.without.map((ingredient) => `no ${ingredient}`).join(', ')];
  return parts.filter((part) => part !== '').join(' · ');
}
