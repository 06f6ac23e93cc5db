import { create } from 'zustand';
import {
  addItem,
  type CartItem,
  type CartPizza,
  decreaseItemQuantity,
  deleteItem,
  increaseItemQuantity,
} from '@chulo/domain';

interface CartState {
  /** SPEC §3's cart items, in rupees: the cart as the API takes it. */
  lines: CartItem[];
  add(pizza: CartPizza): void;
  increase(pizzaId: number): void;
  decrease(pizzaId: number): void;
  remove(pizzaId: number): void;
  clear(): void;
}

/** SPEC §4, with the cart math of @chulo/domain. Memory only: a reload empties the cart. */
export const useCartStore = create<CartState>()((set) => ({
  lines: [],
  add: (pizza) => set(({ lines }) => ({ lines: addItem(lines, pizza) })),
  increase: (pizzaId) => set(({ lines }) => ({ lines: increaseItemQuantity(lines, pizzaId) })),
  decrease: (pizzaId) => set(({ lines }) => ({ lines: decreaseItemQuantity(lines, pizzaId) })),
  remove: (pizzaId) => set(({ lines }) => ({ lines: deleteItem(lines, pizzaId) })),
  clear: () => set({ lines: [] }),
}));
