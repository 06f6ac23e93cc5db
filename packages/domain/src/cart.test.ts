import { describe, expect, it } from 'vitest';
import {
  addItem,
  type CartItem,
  cartItem,
  cartItemFromPaisa,
  cartTotalInPaisa,
  decreaseItemQuantity,
  deleteItem,
  getCurrentQuantityById,
  getTotalCartPrice,
  getTotalCartQuantity,
  mergeLines,
  increaseItemQuantity,
  itemTotalPrice,
} from './cart.ts';

const margherita = { id: 1, name: 'Margherita', unitPrice: 650 };
const momo = { id: 4, name: 'Momo Masala', unitPrice: 790.1 };

/** Builds a cart by adding each pizza once, in order. */
const cartOf = (...pizzas: (typeof margherita)[]) => pizzas.reduce<CartItem[]>((cart, pizza) => addItem(cart, pizza), []);

describe('the cart (SPEC §4)', () => {
  it('adds a pizza with quantity 1, priced in rupees', () => {
    expect(addItem([], margherita)).toEqual([{ pizzaId: 1, name: 'Margherita', quantity: 1, unitPrice: 650, totalPrice: 650 }]);
  });

  it('does not add the same pizza twice', () => {
    const cart = addItem(cartOf(margherita), margherita);
    expect(cart).toHaveLength(1);
    expect(getCurrentQuantityById(cart, 1)).toBe(1);
  });

  it('raises the quantity and the total on increase, exact to the paisa', () => {
    const cart = increaseItemQuantity(increaseItemQuantity(cartOf(momo), 4), 4);
    expect(cart[0]).toMatchObject({ quantity: 3, totalPrice: 2370.3 });
  });

  it('lowers the quantity on decrease and removes the item at 0', () => {
    let cart = increaseItemQuantity(cartOf(margherita, momo), 1);
    cart = decreaseItemQuantity(cart, 1);
    expect(cart[0]).toEqual({ pizzaId: 1, name: 'Margherita', quantity: 1, unitPrice: 650, totalPrice: 650 });
    cart = decreaseItemQuantity(cart, 1);
    expect(cart.map((item) => item.pizzaId)).toEqual([4]);
  });

  it('deletes one item whatever its quantity, and leaves the others', () => {
    const cart = increaseItemQuantity(cartOf(margherita, momo), 4);
    expect(deleteItem(cart, 4).map((item) => item.pizzaId)).toEqual([1]);
  });

  it('leaves the cart as it is for a pizza not in it', () => {
    const cart = cartOf(margherita);
    expect(increaseItemQuantity(cart, 9)).toEqual(cart);
    expect(decreaseItemQuantity(cart, 9)).toEqual(cart);
    expect(deleteItem(cart, 9)).toEqual(cart);
    expect(getCurrentQuantityById(cart, 9)).toBe(0);
  });

  it('counts pizzas and totals the cart in rupees, without float drift', () => {
    const cart = increaseItemQuantity(cartOf(margherita, momo), 1);
    expect(getTotalCartQuantity(cart)).toBe(3);
    expect(getTotalCartPrice(cart)).toBe(2090.1);
    expect(getTotalCartPrice(cartOf({ id: 7, name: 'Dime', unitPrice: 0.1 }, { id: 8, name: 'Two dimes', unitPrice: 0.2 }))).toBe(0.3);
    expect(getTotalCartQuantity([])).toBe(0);
    expect(getTotalCartPrice([])).toBe(0);
  });

  it('totals lines priced in paisa in paisa, the same total as in rupees', () => {
    expect(cartTotalInPaisa([{ unitPrice: 65_000, quantity: 1 }, { unitPrice: 79_010, quantity: 2 }])).toBe(223_020);
    expect(cartTotalInPaisa([{ unitPrice: 10, quantity: 1 }, { unitPrice: 20, quantity: 1 }])).toBe(30);
    expect(cartTotalInPaisa([])).toBe(0);
  });

  it('returns a new array from every change and never changes the cart it is given', () => {
    const cart = Object.freeze(increaseItemQuantity(cartOf(margherita, momo), 1).map((item) => Object.freeze(item)));
    const before = cart.map((item) => ({ ...item }));
    for (const changed of [
      addItem(cart, margherita),
      addItem(cart, { id: 9, name: 'Chicken Tikka', unitPrice: 900 }),
      increaseItemQuantity(cart, 1),
      decreaseItemQuantity(cart, 1),
      decreaseItemQuantity(cart, 4),
      deleteItem(cart, 1),
    ]) {
      expect(changed).not.toBe(cart);
    }
    expect(cart).toEqual(before);
  });
});

describe('a priced cart item', () => {
  it('keeps totalPrice at quantity × unitPrice', () => {
    expect(cartItem(momo, 3)).toEqual({ pizzaId: 4, name: 'Momo Masala', quantity: 3, unitPrice: 790.1, totalPrice: 2370.3 });
    expect(itemTotalPrice(0.1, 3)).toBe(0.3);
  });
});

describe('a cart item priced in paisa', () => {
  it('is the item priced in rupees, each price turned to rupees once', () => {
    expect(cartItemFromPaisa({ id: 4, name: 'Momo Masala', unitPrice: 79_010 }, 3)).toEqual(cartItem(momo, 3));
    expect(cartItemFromPaisa({ id: 4, name: 'Momo Masala', unitPrice: 79_010 }, 3).totalPrice).toBe(2370.3);
  });
});

describe('mergeLines', () => {
  it('orders a pizza named twice once, with both quantities, in the order first named', () => {
    const lines = [
      { pizzaId: 1, quantity: 99 },
      { pizzaId: 2, quantity: 1 },
      { pizzaId: 1, quantity: 99 },
    ];
    expect(mergeLines(lines)).toEqual([
      { pizzaId: 1, quantity: 198 },
      { pizzaId: 2, quantity: 1 },
    ]);
  });

  it('keeps apart lines of one pizza that `sameAs` tells apart (its size and toppings), and merges the rest', () => {
    const lines = [
      { pizzaId: 1, quantity: 1, size: 'Large' },
      { pizzaId: 1, quantity: 2, size: 'Medium' },
      { pizzaId: 1, quantity: 3, size: 'Large' },
    ];
    expect(mergeLines(lines, (line) => `${line.pizzaId} ${line.size}`)).toEqual([
      { pizzaId: 1, quantity: 4, size: 'Large' },
      { pizzaId: 1, quantity: 2, size: 'Medium' },
    ]);
  });
});
