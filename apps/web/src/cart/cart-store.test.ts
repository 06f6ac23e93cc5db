import { beforeEach, describe, expect, it } from 'vitest';
import { cartTotal, pizzaCount, quantityInCart, toOrderCart, useCartStore } from './cart-store.ts';

const margherita = { id: 1, name: 'Margherita', unitPrice: 650 };
const momo = { id: 4, name: 'Momo Masala', unitPrice: 790.5 };
const cart = () => useCartStore.getState();

describe('cart (SPEC §4)', () => {
  beforeEach(() => useCartStore.setState({ lines: [] }));

  it('adds a pizza with quantity 1 and its price in paisa', () => {
    cart().add(margherita);
    expect(cart().lines).toEqual([{ pizzaId: 1, name: 'Margherita', quantity: 1, unitPrice: 65_000, totalPrice: 65_000 }]);
  });

  it('does not add the same pizza twice', () => {
    cart().add(margherita);
    cart().add(margherita);
    expect(cart().lines).toHaveLength(1);
    expect(quantityInCart(cart().lines, 1)).toBe(1);
  });

  it('raises the quantity and the line total on increase', () => {
    cart().add(momo);
    cart().increase(4);
    cart().increase(4);
    expect(cart().lines[0]).toMatchObject({ quantity: 3, totalPrice: 237_150 });
  });

  it('lowers the quantity on decrease and removes the line at 0', () => {
    cart().add(margherita);
    cart().add(momo);
    cart().increase(1);
    cart().decrease(1);
    expect(cart().lines[0]).toMatchObject({ pizzaId: 1, quantity: 1, totalPrice: 65_000 });
    cart().decrease(1);
    expect(cart().lines.map((line) => line.pizzaId)).toEqual([4]);
  });

  it('deletes one line and leaves the others', () => {
    cart().add(margherita);
    cart().add(momo);
    cart().increase(4);
    cart().remove(4);
    expect(cart().lines.map((line) => line.pizzaId)).toEqual([1]);
  });

  it('clears every line', () => {
    cart().add(margherita);
    cart().add(momo);
    cart().clear();
    expect(cart().lines).toEqual([]);
  });

  it('counts pizzas and totals the cart in paisa', () => {
    cart().add(margherita);
    cart().add(momo);
    cart().increase(1);
    expect(pizzaCount(cart().lines)).toBe(3);
    expect(cartTotal(cart().lines)).toBe(2 * 65_000 + 79_050);
  });

  it('sends the cart in rupees, as the API takes it', () => {
    cart().add(momo);
    cart().increase(4);
    expect(toOrderCart(cart().lines)).toEqual([{ pizzaId: 4, name: 'Momo Masala', quantity: 2, unitPrice: 790.5, totalPrice: 1581 }]);
  });
});
