import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from './cart-store.ts';

const margherita = { id: 1, name: 'Margherita', unitPrice: 650 };
const momo = { id: 4, name: 'Momo Masala', unitPrice: 790.5 };
const cart = () => useCartStore.getState();

describe('the cart store (SPEC §4)', () => {
  beforeEach(() => useCartStore.setState({ lines: [] }));

  it('keeps SPEC cart items in rupees, ready to send', () => {
    cart().add(margherita);
    cart().add(momo);
    cart().increase(4);
    expect(cart().lines).toEqual([
      { pizzaId: 1, name: 'Margherita', quantity: 1, unitPrice: 650, totalPrice: 650 },
      { pizzaId: 4, name: 'Momo Masala', quantity: 2, unitPrice: 790.5, totalPrice: 1581 },
    ]);
  });

  it('lowers the quantity on decrease and removes the item at 0', () => {
    cart().add(margherita);
    cart().add(momo);
    cart().increase(1);
    cart().decrease(1);
    expect(cart().lines[0]).toMatchObject({ pizzaId: 1, quantity: 1, totalPrice: 650 });
    cart().decrease(1);
    expect(cart().lines.map((line) => line.pizzaId)).toEqual([4]);
  });

  it('deletes one item and leaves the others', () => {
    cart().add(margherita);
    cart().add(momo);
    cart().increase(4);
    cart().remove(4);
    expect(cart().lines.map((line) => line.pizzaId)).toEqual([1]);
  });

  it('clears every item', () => {
    cart().add(margherita);
    cart().add(momo);
    cart().clear();
    expect(cart().lines).toEqual([]);
  });

  it('gives subscribers a new cart on every change, never the old one changed', () => {
    cart().add(margherita);
    const before = cart().lines;
    cart().increase(1);
    expect(cart().lines).not.toBe(before);
    expect(before).toEqual([{ pizzaId: 1, name: 'Margherita', quantity: 1, unitPrice: 650, totalPrice: 650 }]);
  });
});
