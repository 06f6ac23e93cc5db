import { describe, expect, it } from 'vitest';
import {
  type ChosenPizza,
  defaultChoice,
  describeChoice,
  type KnownChoices,
  offerInPaisa,
  type PizzaChoice,
  type PizzaOffer,
  priceChoice,
} from './choices.ts';

// Sizes 1-3, crusts 11-13, extras 21-24; Family (3) is made on no thin crust, and takes no chicken.
const MEDIUM = 1;
const LARGE = 2;
const FAMILY = 3;
const CLASSIC = 11;
const THIN = 12;
const CHEESE_BURST = 13;
const CHEESE = 21;
const CHICKEN = 22;
const MUSHROOMS = 23;
const JALAPENO = 24;

const everySize = (prices: [number, number, number]) => prices.map((price, index) => ({ sizeId: index + 1, price }));

const margherita: PizzaOffer = {
  sizes: [
    { id: MEDIUM, name: 'Medium', price: 65_000, soldOut: false },
    { id: LARGE, name: 'Large', price: 95_000, soldOut: false },
    { id: FAMILY, name: 'Family', price: 125_000, soldOut: false },
  ],
  crusts: [
    { id: CLASSIC, name: 'Classic', soldOut: false, surcharges: everySize([0, 0, 0]) },
    { id: THIN, name: 'Thin', soldOut: false, surcharges: everySize([5_000, 7_000, 0]).slice(0, 2) },
    { id: CHEESE_BURST, name: 'Cheese burst', soldOut: false, surcharges: everySize([15_000, 20_000, 25_000]) },
  ],
  extras: [
    { id: CHEESE, name: 'Extra cheese', soldOut: false, prices: everySize([10_000, 15_000, 20_000]) },
    { id: CHICKEN, name: 'Chicken', soldOut: false, prices: everySize([12_000, 16_000, 0]).slice(0, 2) },
    { id: MUSHROOMS, name: 'Mushrooms', soldOut: false, prices: everySize([8_000, 10_000, 12_000]) },
  ],
  maxExtras: 2,
  ingredients: ['tomato', 'mozzarella', 'basil'],
};

const known: KnownChoices = {
  sizes: new Map([
    [MEDIUM, 'Medium'],
    [LARGE, 'Large'],
    [FAMILY, 'Family'],
    [4, 'Party'],
  ]),
  crusts: new Map([
    [CLASSIC, 'Classic'],
    [THIN, 'Thin'],
    [CHEESE_BURST, 'Cheese burst'],
    [14, 'Gluten free'],
  ]),
  extras: new Map([
    [CHEESE, 'Extra cheese'],
    [CHICKEN, 'Chicken'],
    [MUSHROOMS, 'Mushrooms'],
    [JALAPENO, 'Jalapeño'],
  ]),
};

const price = (choice: PizzaChoice, offer = margherita) => {
  const outcome = priceChoice(offer, choice, known);
  return outcome.ok ? outcome.unitPrice : outcome.refusal;
};

const soldOut = <T extends { soldOut: boolean }>(items: readonly T[], index: number) => items.map((item, at) => (at === index ? { ...item, soldOut: true } : item));

describe('the price of a configured pizza', () => {
  it('is the first size on the first crust with nothing added, the menu’s unit price, when nothing is chosen', () => {
    expect(priceChoice(margherita)).toEqual({ ok: true, unitPrice: 65_000, chosen: { size: 'Medium', crust: 'Classic', extras: [], without: [] }, extraPrices: [] });
    expect(price({})).toBe(65_000);
    expect(price(defaultChoice(margherita))).toBe(65_000);
    expect(defaultChoice(margherita)).toEqual({ sizeId: MEDIUM, crustId: CLASSIC, extraIds: [], without: [] });
  });

  it('is the size’s price plus the crust’s surcharge and each extra’s price, all in that size, for every combination offered', () => {
    const sizePrice: Record<number, number> = { [MEDIUM]: 65_000, [LARGE]: 95_000, [FAMILY]: 125_000 };
    const surcharge: Record<number, Record<number, number>> = {
      [CLASSIC]: { [MEDIUM]: 0, [LARGE]: 0, [FAMILY]: 0 },
      [THIN]: { [MEDIUM]: 5_000, [LARGE]: 7_000 },
      [CHEESE_BURST]: { [MEDIUM]: 15_000, [LARGE]: 20_000, [FAMILY]: 25_000 },
    };
    const extraPrice: Record<number, Record<number, number>> = {
      [CHEESE]: { [MEDIUM]: 10_000, [LARGE]: 15_000, [FAMILY]: 20_000 },
      [CHICKEN]: { [MEDIUM]: 12_000, [LARGE]: 16_000 },
      [MUSHROOMS]: { [MEDIUM]: 8_000, [LARGE]: 10_000, [FAMILY]: 12_000 },
    };
    const extraSets = [[], [CHEESE], [CHICKEN], [MUSHROOMS], [CHEESE, CHICKEN], [CHEESE, MUSHROOMS], [CHICKEN, MUSHROOMS]];
    let priced = 0;
    for (const sizeId of [MEDIUM, LARGE, FAMILY]) {
      for (const crustId of [CLASSIC, THIN, CHEESE_BURST]) {
        for (const extraIds of extraSets) {
          const offered = surcharge[crustId]![sizeId] !== undefined && extraIds.every((id) => extraPrice[id]![sizeId] !== undefined);
          const outcome = priceChoice(margherita, { sizeId, crustId, extraIds, without: ['basil'] }, known);
          expect(outcome.ok).toBe(offered);
          if (!outcome.ok) continue;
          priced += 1;
          const expected = sizePrice[sizeId]! + surcharge[crustId]![sizeId]! + extraIds.reduce((sum, id) => sum + extraPrice[id]![sizeId]!, 0);
          expect(outcome.unitPrice).toBe(expected);
          // Each extra's part of that price, in the order the extras are named.
          expect(outcome.extraPrices).toEqual(extraIds.map((id) => extraPrice[id]![sizeId]!));
        }
      }
    }
    // Family takes neither the thin crust nor chicken: 3 × 3 × 7 combinations less those.
    expect(priced).toBe(63 - 7 - 3 * 2);
  });

  it('charges nothing for what is left out, and keeps the pizza’s own spelling of it', () => {
    const outcome = priceChoice(margherita, { without: ['Basil', ' tomato '] });
    expect(outcome).toEqual({ ok: true, unitPrice: 65_000, chosen: { size: 'Medium', crust: 'Classic', extras: [], without: ['tomato', 'basil'] }, extraPrices: [] });
  });

  it('names what was chosen in the offer’s order, so the same pizza chosen in another order is the same', () => {
    const one = priceChoice(margherita, { sizeId: LARGE, extraIds: [MUSHROOMS, CHEESE], without: ['basil', 'tomato'] });
    const other = priceChoice(margherita, { sizeId: LARGE, extraIds: [CHEESE, MUSHROOMS], without: ['tomato', 'basil'] });
    expect(one).toEqual(other);
    expect(one.ok && one.chosen).toEqual({ size: 'Large', crust: 'Classic', extras: ['Extra cheese', 'Mushrooms'], without: ['tomato', 'basil'] });
    expect(one.ok && one.extraPrices).toEqual([15_000, 10_000]);
  });

  it('takes a pizza offered on no crust and with no extras: its sizes alone', () => {
    const plain: PizzaOffer = { sizes: margherita.sizes, crusts: [], extras: [], maxExtras: 0, ingredients: ['tomato'] };
    expect(priceChoice(plain, { sizeId: FAMILY })).toEqual({ ok: true, unitPrice: 125_000, chosen: { size: 'Family', crust: null, extras: [], without: [] }, extraPrices: [] });
    expect(price({ crustId: CLASSIC }, plain)).toEqual({ reason: 'not-offered', part: 'crust', name: 'Classic' });
  });
});

describe('a choice refused', () => {
  it('names a size, crust or extra the shop does not have by its id', () => {
    expect(price({ sizeId: 99 })).toEqual({ reason: 'unknown', part: 'size', id: 99 });
    expect(price({ crustId: 99 })).toEqual({ reason: 'unknown', part: 'crust', id: 99 });
    expect(price({ extraIds: [99] })).toEqual({ reason: 'unknown', part: 'extra', id: 99 });
    // Without the shop's names, whatever the pizza does not offer is unknown.
    expect(priceChoice(margherita, { extraIds: [JALAPENO] })).toEqual({ ok: false, refusal: { reason: 'unknown', part: 'extra', id: JALAPENO } });
  });

  it('names what the shop has but this pizza does not offer, or not in the chosen size', () => {
    expect(price({ sizeId: 4 })).toEqual({ reason: 'not-offered', part: 'size', name: 'Party' });
    expect(price({ crustId: 14 })).toEqual({ reason: 'not-offered', part: 'crust', name: 'Gluten free' });
    expect(price({ extraIds: [JALAPENO] })).toEqual({ reason: 'not-offered', part: 'extra', name: 'Jalapeño' });
    expect(price({ sizeId: FAMILY, crustId: THIN })).toEqual({ reason: 'not-offered', part: 'crust', name: 'Thin', size: 'Family' });
    expect(price({ sizeId: FAMILY, extraIds: [CHICKEN] })).toEqual({ reason: 'not-offered', part: 'extra', name: 'Chicken', size: 'Family' });
  });

  it('refuses a sold-out size, crust or extra, the default ones too', () => {
    expect(price({ sizeId: LARGE }, { ...margherita, sizes: soldOut(margherita.sizes, 1) })).toEqual({ reason: 'sold-out', part: 'size', name: 'Large' });
    expect(price({}, { ...margherita, sizes: soldOut(margherita.sizes, 0) })).toEqual({ reason: 'sold-out', part: 'size', name: 'Medium' });
    expect(price({ crustId: CHEESE_BURST }, { ...margherita, crusts: soldOut(margherita.crusts, 2) })).toEqual({
      reason: 'sold-out',
      part: 'crust',
      name: 'Cheese burst',
    });
    expect(price({}, { ...margherita, crusts: soldOut(margherita.crusts, 0) })).toEqual({ reason: 'sold-out', part: 'crust', name: 'Classic' });
    expect(price({ extraIds: [MUSHROOMS] }, { ...margherita, extras: soldOut(margherita.extras, 2) })).toEqual({
      reason: 'sold-out',
      part: 'extra',
      name: 'Mushrooms',
    });
    // What is sold out is refused only when chosen.
    expect(price({ sizeId: LARGE }, { ...margherita, sizes: soldOut(margherita.sizes, 0), crusts: soldOut(margherita.crusts, 2) })).toBe(95_000);
  });

  it('refuses more extras than the pizza takes, and any when it takes none', () => {
    expect(price({ extraIds: [CHEESE, CHICKEN, MUSHROOMS] })).toEqual({ reason: 'too-many-extras', max: 2 });
    expect(price({ extraIds: [CHEESE] }, { ...margherita, maxExtras: 0 })).toEqual({ reason: 'too-many-extras', max: 0 });
  });

  it('refuses an extra or a removal given twice', () => {
    expect(price({ extraIds: [CHEESE, CHEESE] })).toEqual({ reason: 'twice', part: 'extra', name: 'Extra cheese' });
    expect(price({ without: ['basil', 'Basil'] })).toEqual({ reason: 'twice', part: 'removal', name: 'basil' });
  });

  it('refuses leaving out what is not in the pizza', () => {
    expect(price({ without: ['onion'] })).toEqual({ reason: 'not-an-ingredient', ingredient: 'onion' });
  });

  it('refuses a pizza that comes in no size at all', () => {
    expect(price({}, { ...margherita, sizes: [] })).toEqual({ reason: 'unknown', part: 'size', id: 0 });
  });
});

describe('the description of a choice', () => {
  const chosen = (change: Partial<ChosenPizza>): ChosenPizza => ({ size: 'Large', crust: 'Thin', extras: [], without: [], ...change });

  it('reads size and crust, extras, then what is left out', () => {
    expect(describeChoice(chosen({ extras: ['Extra cheese'], without: ['basil'] }), margherita)).toBe('Large, thin crust · extra cheese · no basil');
    expect(describeChoice(chosen({ crust: 'Cheese burst', extras: ['Extra cheese', 'Chicken'], without: ['basil', 'onion'] }), margherita)).toBe(
      'Large, cheese burst crust · extra cheese, chicken · no basil, no onion',
    );
    expect(describeChoice(chosen({ size: 'Medium', crust: 'Classic' }), margherita)).toBe('Medium, classic crust');
  });

  it('says "crust" once, and keeps a name that is not a word starting a sentence as it is', () => {
    expect(describeChoice(chosen({ crust: 'Stuffed crust' }), margherita)).toBe('Large, stuffed crust');
    expect(describeChoice(chosen({ crust: 'NY style', extras: ['BBQ drizzle'] }), margherita)).toBe('Large, NY style crust · BBQ drizzle');
  });

  it('names the size and crust only where the pizza offers more than one, and is empty when there is nothing to say', () => {
    const oneOfEach = { sizes: margherita.sizes.slice(0, 1), crusts: margherita.crusts.slice(0, 1) };
    expect(describeChoice(chosen({ size: 'Regular', crust: 'Classic' }), oneOfEach)).toBe('');
    expect(describeChoice(chosen({ size: 'Regular', crust: 'Classic', without: ['basil'] }), oneOfEach)).toBe('no basil');
    expect(describeChoice(chosen({ crust: null }), { sizes: margherita.sizes, crusts: [] })).toBe('Large');
    expect(describeChoice(chosen({}), { sizes: oneOfEach.sizes, crusts: margherita.crusts })).toBe('thin crust');
  });
});

describe('an offer from the menu', () => {
  it('is priced in paisa from its rupees, without float drift', () => {
    const inRupees: PizzaOffer = {
      ...margherita,
      sizes: [{ id: MEDIUM, name: 'Medium', price: 650.1, soldOut: false }],
      crusts: [{ id: THIN, name: 'Thin', soldOut: false, surcharges: [{ sizeId: MEDIUM, price: 0.2 }] }],
      extras: [{ id: CHEESE, name: 'Extra cheese', soldOut: false, prices: [{ sizeId: MEDIUM, price: 0.1 }] }],
    };
    const outcome = priceChoice(offerInPaisa(inRupees), { extraIds: [CHEESE] });
    expect(outcome.ok && outcome.unitPrice).toBe(65_040);
  });
});
