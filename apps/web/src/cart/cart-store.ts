import { create } from 'zustand';
import { lineTotal, orderTotal, type Paisa, toPaisa, toRupees } from '@chulo/domain';
import type { CartItem, Pizza } from '@chulo/api-client/contract';

/** A cart line as the shop keeps it: money in paisa until it leaves for the API. */
export interface CartLine {
  pizzaId: number;
  name: string;
  quantity: number;
  unitPrice: Paisa;
  totalPrice: Paisa;
}

interface CartState {
  lines: CartLine[];
  add(pizza: Pick<Pizza, 'id' | 'name' | 'unitPrice'>): void;
  increase(pizzaId: number): void;
  decrease(pizzaId: number): void;
  remove(pizzaId: number): void;
  clear(): void;
}

function withQuantity(line: CartLine, quantity: number): CartLine {
  return { ...line, quantity, totalPrice: lineTotal(line.unitPrice, quantity) };
}

/** SPEC §4. Memory only: a reload empties the cart. */
export const useCartStore = create<CartState>()((set) => ({
  lines: [],
  add: (pizza) =>
    set(({ lines }) =>
      lines.some((line) => line.pizzaId === pizza.id)
        ? { lines }
        : {
            lines: [
              ...lines,
              { pizzaId: pizza.id, name: pizza.name, quantity: 1, unitPrice: toPaisa(pizza.unitPrice), totalPrice: toPaisa(pizza.unitPrice) },
            ],
          },
    ),
  increase: (pizzaId) =>
    set(({ lines }) => ({
      lines: lines.map((line) => (line.pizzaId === pizzaId ? withQuantity(line, line.quantity + 1) : line)),
    })),
  decrease: (pizzaId) =>
    set(({ lines }) => ({
      lines: lines
        .map((line) => (line.pizzaId === pizzaId ? withQuantity(line, line.quantity - 1) : line))
        .filter((line) => line.quantity > 0),
    })),
  remove: (pizzaId) => set(({ lines }) => ({ lines: lines.filter((line) => line.pizzaId !== pizzaId) })),
  clear: () => set({ lines: [] }),
}));

export function cartTotal(lines: readonly CartLine[]): Paisa {
  return orderTotal(lines);
}

export function pizzaCount(lines: readonly CartLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

export function quantityInCart(lines: readonly CartLine[], pizzaId: number): number {
  return lines.find((line) => line.pizzaId === pizzaId)?.quantity ?? 0;
}

/** The cart as the API takes it: rupees on the wire. */
export function toOrderCart(lines: readonly CartLine[]): CartItem[] {
  return lines.map((line) => ({
    pizzaId: line.pizzaId,
    name: line.name,
    quantity: line.quantity,
    unitPrice: toRupees(line.unitPrice),
    totalPrice: toRupees(line.totalPrice),
  }));
}
