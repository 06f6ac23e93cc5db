import { type Paisa, toPaisa, toRupees } from './money.ts';

/** The most of one pizza a cart item may hold. */
export const MAX_QUANTITY = 99;

/** SPEC §3: one pizza in the cart, priced in rupees; `totalPrice` is always `quantity × unitPrice`. */
export interface CartItem {
  pizzaId: number;
  name: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
}

/** What the cart needs of a menu pizza. */
export interface CartPizza {
  id: number;
  name: string;
  unitPrice: number;
}

/** `quantity × unitPrice` in rupees, multiplied in paisa so that 3 × 790.10 is 2370.30, not 2370.3000000000002. */
export function itemTotalPrice(unitPrice: number, quantity: number): number {
  return toRupees(toPaisa(unitPrice) * quantity);
}

/** A cart item of `quantity` of `pizza`, priced. */
export function cartItem(pizza: CartPizza, quantity: number): CartItem {
  return { pizzaId: pizza.id, name: pizza.name, quantity, unitPrice: pizza.unitPrice, totalPrice: itemTotalPrice(pizza.unitPrice, quantity) };
}

/** A cart item of `quantity` of a pizza priced in paisa (as a server stores it): rupees once, for the wire. */
export function cartItemFromPaisa(pizza: Omit<CartPizza, 'unitPrice'> & { unitPrice: Paisa }, quantity: number): CartItem {
  return { pizzaId: pizza.id, name: pizza.name, quantity, unitPrice: toRupees(pizza.unitPrice), totalPrice: toRupees(pizza.unitPrice * quantity) };
}

function withQuantity(item: CartItem, quantity: number): CartItem {
  return { ...item, quantity, totalPrice: itemTotalPrice(item.unitPrice, quantity) };
}

/** SPEC §4: puts `pizza` in the cart with quantity 1; a pizza already there stays as it is. */
export function addItem(cart: readonly CartItem[], pizza: CartPizza): CartItem[] {
  if (cart.some((item) => item.pizzaId === pizza.id)) return [...cart];
  return [...cart, cartItem(pizza, 1)];
}

/** SPEC §4: one more of the pizza, and its total with it. */
export function increaseItemQuantity(cart: readonly CartItem[], pizzaId: number): CartItem[] {
  return cart.map((item) => (item.pizzaId === pizzaId ? withQuantity(item, item.quantity + 1) : item));
}

/** SPEC §4: one fewer of the pizza; at 0 it leaves the cart. */
export function decreaseItemQuantity(cart: readonly CartItem[], pizzaId: number): CartItem[] {
  return cart.flatMap((item) => {
    if (item.pizzaId !== pizzaId) return [item];
    return item.quantity > 1 ? [withQuantity(item, item.quantity - 1)] : [];
  });
}

/** SPEC §4: takes the pizza out of the cart, whatever its quantity. */
export function deleteItem(cart: readonly CartItem[], pizzaId: number): CartItem[] {
  return cart.filter((item) => item.pizzaId !== pizzaId);
}

/** The total of lines priced in paisa (the server's stored orders), in paisa. */
export function cartTotalInPaisa(lines: readonly { unitPrice: Paisa; quantity: number }[]): Paisa {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

/** The cart's total in rupees, summed in paisa. */
export function getTotalCartPrice(cart: readonly CartItem[]): number {
  return toRupees(cart.reduce((sum, item) => sum + toPaisa(item.totalPrice), 0));
}

/** How many pizzas the cart (or an order's items) holds, counting every quantity. */
export function getTotalCartQuantity(cart: readonly Pick<CartItem, 'quantity'>[]): number {
  return cart.reduce((count, item) => count + item.quantity, 0);
}

/** How many of one pizza the cart holds: 0 when it is not in the cart. */
export function getCurrentQuantityById(cart: readonly CartItem[], pizzaId: number): number {
  return cart.find((item) => item.pizzaId === pizzaId)?.quantity ?? 0;
}

/**
 * An order's lines with each pizza once: a cart that names a pizza twice orders the sum of both.
 * `sameAs` tells lines apart beyond their pizza (its size and toppings): by default the pizza alone.
 */
export function mergeLines<Line extends { pizzaId: number; quantity: number }>(
  lines: readonly Line[],
  sameAs: (line: Line) => string | number = (line) => line.pizzaId,
): Line[] {
  const merged = new Map<string | number, Line>();
  for (const line of lines) {
    const key = sameAs(line);
    const earlier = merged.get(key);
    merged.set(key, earlier ? { ...earlier, quantity: earlier.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}
