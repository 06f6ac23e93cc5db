import { describe, expect, it } from 'vitest';
import { createTestStore } from '../../testing/test-store.tsx';
import { cartActions, selectCartItems, selectCartPrice, selectCartQuantity, selectQuantityOf } from './cart-slice.ts';
import { checkoutActions } from '../checkout/checkout-slice.ts';
import { lineKey } from './cart-line.ts';

const margherita = { id: 1, name: 'Margherita', unitPrice: 650 };
const momo = { id: 4, name: 'Momo Masala', unitPrice: 790.5 };

function cartWith(...actions: Parameters<ReturnType<typeof createTestStore>['store']['dispatch']>[0][]) {
  const { store } = createTestStore();
  actions.forEach((action) => store.dispatch(action));
  return store;
}

describe('the cart (SPEC §4)', () => {
  it('keeps SPEC cart items in rupees, ready to send', () => {
    const store = cartWith(cartActions.add(margherita), cartActions.add(momo), cartActions.increase('4'));
    expect(selectCartItems(store.getState())).toEqual([
      { pizzaId: 1, name: 'Margherita', quantity: 1, unitPrice: 650, totalPrice: 650 },
      { pizzaId: 4, name: 'Momo Masala', quantity: 2, unitPrice: 790.5, totalPrice: 1581 },
    ]);
  });

  it('derives the count, the price and each pizza quantity instead of storing them', () => {
    const store = cartWith(cartActions.add(margherita), cartActions.add(momo), cartActions.increase('4'));
    expect(selectCartQuantity(store.getState())).toBe(3);
    expect(selectCartPrice(store.getState())).toBe(2231);
    expect(selectQuantityOf(4)(store.getState())).toBe(2);
    expect(selectQuantityOf(9)(store.getState())).toBe(0);
  });

  it('lowers the quantity on decrease and removes the item at 0', () => {
    const store = cartWith(cartActions.add(margherita), cartActions.add(momo), cartActions.increase('1'), cartActions.decrease('1'));
    expect(selectCartItems(store.getState())[0]).toMatchObject({ pizzaId: 1, quantity: 1, totalPrice: 650 });
    store.dispatch(cartActions.decrease('1'));
    expect(selectCartItems(store.getState()).map((line) => line.pizzaId)).toEqual([4]);
  });

  it('deletes one item and leaves the others', () => {
    const store = cartWith(cartActions.add(margherita), cartActions.add(momo), cartActions.remove('4'));
    expect(selectCartItems(store.getState()).map((line) => line.pizzaId)).toEqual([1]);
  });

  it('is emptied by Clear cart and by a placed order', () => {
    expect(selectCartItems(cartWith(cartActions.add(margherita), cartActions.clear()).getState())).toEqual([]);
    expect(selectCartItems(cartWith(cartActions.add(momo), checkoutActions.placed('AB12CD34')).getState())).toEqual([]);
  });

  it('makes a new cart on every change, never the old one changed', () => {
    const store = cartWith(cartActions.add(margherita));
    const before = selectCartItems(store.getState());
    store.dispatch(cartActions.increase('1'));
    expect(selectCartItems(store.getState())).not.toBe(before);
    expect(before).toEqual([{ pizzaId: 1, name: 'Margherita', quantity: 1, unitPrice: 650, totalPrice: 650 }]);
  });
});

describe('the same pizza chosen in different ways (issue 33)', () => {
  const large = { pizza: { id: 1, name: 'Margherita' }, unitPrice: 1190, choice: { sizeId: 2, crustId: 5, extraIds: [7], without: ['basil'] }, description: 'Large, thin crust · extra cheese · no basil' };
  const family = { pizza: { id: 1, name: 'Margherita' }, unitPrice: 1250, choice: { sizeId: 3, crustId: 4 }, description: 'Family, classic crust' };

  it('makes a line for each choice, each with its own quantity, beside the pizza as the menu prices it', () => {
    const store = cartWith(cartActions.add(margherita), cartActions.addChosen(large), cartActions.addChosen(family), cartActions.increase(lineKey({ pizzaId: 1, choice: large.choice })));
    expect(selectCartItems(store.getState())).toEqual([
      { pizzaId: 1, name: 'Margherita', quantity: 1, unitPrice: 650, totalPrice: 650 },
      { pizzaId: 1, name: 'Margherita', quantity: 2, unitPrice: 1190, totalPrice: 2380, choice: large.choice, description: large.description },
      { pizzaId: 1, name: 'Margherita', quantity: 1, unitPrice: 1250, totalPrice: 1250, choice: family.choice, description: family.description },
    ]);
    expect(selectCartPrice(store.getState())).toBe(4280);
    expect(selectQuantityOf(1)(store.getState())).toBe(1);
  });

  it('adds one more to a line already chosen so', () => {
    const store = cartWith(cartActions.addChosen(large), cartActions.addChosen(large));
    expect(selectCartItems(store.getState())).toMatchObject([{ quantity: 2, totalPrice: 2380 }]);
  });

  it('deletes and lowers one line, leaving the other lines of the pizza', () => {
    const store = cartWith(cartActions.add(margherita), cartActions.addChosen(large), cartActions.remove(lineKey({ pizzaId: 1 })));
    expect(selectCartItems(store.getState())).toMatchObject([{ choice: large.choice }]);
    store.dispatch(cartActions.decrease(lineKey({ pizzaId: 1, choice: large.choice })));
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('chooses a line again keeping its quantity, and joins it to a line already chosen so', () => {
    const store = cartWith(cartActions.add(margherita), cartActions.increase('1'), cartActions.addChosen(family));
    store.dispatch(cartActions.change('1', large));
    expect(selectCartItems(store.getState())).toMatchObject([{ quantity: 2, unitPrice: 1190, totalPrice: 2380, choice: large.choice }, { choice: family.choice }]);
    store.dispatch(cartActions.change(lineKey({ pizzaId: 1, choice: family.choice }), large));
    expect(selectCartItems(store.getState())).toMatchObject([{ quantity: 3, totalPrice: 3570, choice: large.choice }]);
  });
});
