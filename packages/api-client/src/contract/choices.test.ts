import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { offerInPaisa, priceChoice } from '@chulo/domain';
import { choiceNameTaken, choiceRefused, notA, notEveryPizzaIn } from './messages.ts';
import { CartItemSchema } from './order.ts';
import { MenuSchema } from './menu.ts';
import { NewOrderSchema } from './requests.ts';
import { CONFIGURED_ORDER, MARGHERITA, MARGHERITA_IN_SIZES } from '../testing/samples.ts';

const order = (cart: unknown[]) => ({ customer: 'Sita', phone: '9841234567', address: 'Thamel', priority: false, cart });
const issues = (value: unknown) => z.safeParse(NewOrderSchema, value).error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }));

describe('choices on the wire', () => {
  it('leave a SPEC cart as it was: a line without a choice is valid, and nothing is added to it', () => {
    const spec = order([{ pizzaId: 1, name: 'Margherita', quantity: 2, unitPrice: 650, totalPrice: 1300 }]);
    expect(z.parse(NewOrderSchema, spec).cart).toEqual([{ pizzaId: 1, quantity: 2 }]);
  });

  it('carry a line’s size, crust and extras by id and what it leaves out by name, each optional', () => {
    const chosen = { sizeId: 2, crustId: 5, extraIds: [7, 8], without: [' basil '] };
    expect(z.parse(NewOrderSchema, order([{ pizzaId: 1, quantity: 1, choice: chosen }])).cart[0]!.choice).toEqual({ ...chosen, without: ['basil'] });
    expect(z.parse(NewOrderSchema, order([{ pizzaId: 1, quantity: 1, choice: { sizeId: 3 } }])).cart[0]!.choice).toEqual({ sizeId: 3 });
  });

  it('are refused where malformed, naming the line’s field', () => {
    expect(issues(order([{ pizzaId: 1, quantity: 1 }, { pizzaId: 1, quantity: 1, choice: { sizeId: 1.5 } }]))).toEqual([
      { path: 'cart.1.choice.sizeId', message: 'Size id must be a whole number' },
    ]);
    expect(issues(order([{ pizzaId: 1, quantity: 1, choice: { extraIds: Array.from({ length: 21 }, (_, index) => index + 1) } }]))).toEqual([
      { path: 'cart.0.choice.extraIds', message: 'At most 20 extras' },
    ]);
    expect(issues(order([{ pizzaId: 1, quantity: 1, choice: { without: [''] } }]))).toEqual([{ path: 'cart.0.choice.without.0', message: 'Ingredient is required' }]);
  });

  it('are offered on the menu in rupees, and priced by the domain as the order samples price them', () => {
    expect(z.safeParse(MenuSchema, [MARGHERITA, MARGHERITA_IN_SIZES]).success).toBe(true);
    const offer = offerInPaisa({ ...MARGHERITA_IN_SIZES, sizes: MARGHERITA_IN_SIZES.sizes!, crusts: MARGHERITA_IN_SIZES.crusts!, extras: MARGHERITA_IN_SIZES.extras!, maxExtras: 3 });
    const large = priceChoice(offer, { sizeId: 2, crustId: 5, extraIds: [7], without: ['basil'] });
    expect(large.ok && large.unitPrice).toBe(CONFIGURED_ORDER.cart[1]!.unitPrice * 100);
    expect(priceChoice(offer).ok && priceChoice(offer)).toMatchObject({ unitPrice: MARGHERITA_IN_SIZES.unitPrice * 100 });
    for (const item of CONFIGURED_ORDER.cart) expect(z.safeParse(CartItemSchema, item).success).toBe(true);
  });

  it('are refused in a sentence that names the line, as the customer counts them', () => {
    const say = (refusal: Parameters<typeof choiceRefused>[2]) => choiceRefused(2, 'Margherita', refusal);
    expect(say({ reason: 'unknown', part: 'extra', id: 99 })).toBe('Line 2, Margherita: there is no extra #99 on the menu');
    expect(say({ reason: 'not-offered', part: 'size', name: 'Party' })).toBe('Line 2, Margherita: Margherita does not come in Party size');
    expect(say({ reason: 'not-offered', part: 'crust', name: 'Thin', size: 'Family' })).toBe('Line 2, Margherita: Margherita is not made on Thin crust in Family size');
    expect(say({ reason: 'not-offered', part: 'extra', name: 'Jalapeño' })).toBe('Line 2, Margherita: Margherita takes no Jalapeño');
    expect(say({ reason: 'sold-out', part: 'size', name: 'Family' })).toBe('Line 2, Margherita: Family size is sold out');
    expect(say({ reason: 'sold-out', part: 'crust', name: 'Cheese burst' })).toBe('Line 2, Margherita: Cheese burst crust is sold out');
    expect(say({ reason: 'sold-out', part: 'extra', name: 'Mushrooms' })).toBe('Line 2, Margherita: we are out of Mushrooms');
    expect(say({ reason: 'too-many-extras', max: 3 })).toBe('Line 2, Margherita: Margherita takes at most 3 extras');
    expect(say({ reason: 'too-many-extras', max: 0 })).toBe('Line 2, Margherita: Margherita takes no extras');
    expect(say({ reason: 'not-an-ingredient', ingredient: 'onion' })).toBe('Line 2, Margherita: there is no onion on Margherita to leave out');
    expect(say({ reason: 'twice', part: 'extra', name: 'Chicken' })).toBe('Line 2, Margherita: Chicken is chosen twice');
    expect(say({ reason: 'twice', part: 'removal', name: 'basil' })).toBe('Line 2, Margherita: basil is left out twice');
  });

  it('are named with their article in the owners’ refusals, and the pizzas a new default size lacks listed', () => {
    expect(choiceNameTaken('extra', 'Olives')).toBe('There is already an extra named Olives');
    expect(choiceNameTaken('crust', 'Thin')).toBe('There is already a crust named Thin');
    expect(notA('extra', 5)).toBe('Choice #5 is not an extra');
    expect(notEveryPizzaIn('Family', ['Marinara'])).toBe('Marinara does not come in Family: give it a Family price before making Family the default size');
    expect(notEveryPizzaIn('Family', ['Marinara', 'Diavola', 'Hawaiian'])).toBe(
      'Marinara, Diavola and Hawaiian do not come in Family: give each a Family price before making Family the default size',
    );
  });
});
