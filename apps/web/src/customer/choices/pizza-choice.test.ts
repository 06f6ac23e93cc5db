import { describe, expect, it } from 'vitest';
import { MARGHERITA, MARGHERITA_IN_SIZES } from '@chulo/api-client/testing';
import { chosenPizza, inSize, offerOf, startingChoice } from './pizza-choice.ts';

const offer = offerOf(MARGHERITA_IN_SIZES)!;

describe('a pizza as the choice sheet makes it', () => {
  it('is priced by the domain’s rule and kept in the offer’s order, with its words', () => {
    const choice = { sizeId: 2, crustId: 5, extraIds: [8, 7], without: ['basil', 'tomato'] };
    expect(chosenPizza(MARGHERITA_IN_SIZES, offer, choice)).toEqual({
      pizza: { id: 1, name: 'Margherita' },
      unitPrice: 1390,
      choice: { sizeId: 2, crustId: 5, extraIds: [7, 8], without: ['tomato', 'basil'] },
      description: 'Large, thin crust · extra cheese, chicken · no tomato, no basil',
    });
  });

  it('is the line SPEC’s Add to cart makes when nothing is chosen otherwise', () => {
    expect(chosenPizza(MARGHERITA_IN_SIZES, offer, startingChoice(offer))).toEqual({ pizza: { id: 1, name: 'Margherita' }, unitPrice: 650 });
  });

  it('cannot be made with a part sold out', () => {
    expect(chosenPizza(MARGHERITA_IN_SIZES, offer, { ...startingChoice(offer), extraIds: [9] })).toBeNull();
  });

  it('keeps, in another size, the crust and the extras made in it', () => {
    const thin = { ...offer, crusts: [offer.crusts[0]!, { ...offer.crusts[1]!, surcharges: offer.crusts[1]!.surcharges.slice(0, 2) }] };
    const chicken = { ...thin, extras: [offer.extras[0]!, { ...offer.extras[1]!, prices: offer.extras[1]!.prices.slice(0, 1) }] };
    expect(inSize(chicken, { sizeId: 1, crustId: 5, extraIds: [7, 8], without: ['basil'] }, 3)).toEqual({ sizeId: 3, crustId: 4, extraIds: [7], without: ['basil'] });
    expect(inSize(chicken, { sizeId: 1, crustId: 5, extraIds: [7, 8], without: [] }, 2)).toEqual({ sizeId: 2, crustId: 5, extraIds: [7], without: [] });
  });

  it('is nothing to choose for a pizza offered in no sizes', () => {
    expect(offerOf(MARGHERITA)).toBeNull();
  });
});
