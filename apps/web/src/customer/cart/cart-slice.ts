import {
  type CartPizza,
  cartItem,
  getTotalCartPrice,
  getTotalCartQuantity,
  itemTotalPrice,
  mergeLines,
} from '@chulo/domain';
import type { checkoutActions } from '../checkout/checkout-slice.ts';
import type { ActionsOf } from '../../store/actions.ts';
import type { RootState } from '../../store/store.ts';
import { type CartLine, type LineKey, lineKey } from './cart-line.ts';

/**
 * SPEC §4, with the cart math of @chulo/domain: the items as the API takes them, prices in rupees.
 * A pizza chosen in two ways is two lines, each with its own quantity (cart-line.ts).
 */
export interface CartState {
  items: CartLine[];
}

/** A pizza as the choice sheet made it: priced by @chulo/domain's priceChoice, in rupees. */
export interface ChosenPizza {
  pizza: Omit<CartPizza, 'unitPrice'>;
  unitPrice: number;
  choice?: CartLine['choice'];
  description?: string;
}

export const cartActions = {
  /** SPEC's 'Add to cart': the pizza as the menu prices it. */
  add: (pizza: CartPizza) => ({ type: 'cart/add', pizza }) as const,
  /** One more of a pizza as chosen: a line of its own, or one more on the line already chosen so. */
  addChosen: (chosen: ChosenPizza) => ({ type: 'cart/addChosen', chosen }) as const,
  /** A line chosen again: its quantity as it was, joining a line already chosen so. */
  change: (key: LineKey, chosen: ChosenPizza) => ({ type: 'cart/change', key, chosen }) as const,
  increase: (key: LineKey) => ({ type: 'cart/increase', key }) as const,
  decrease: (key: LineKey) => ({ type: 'cart/decrease', key }) as const,
  remove: (key: LineKey) => ({ type: 'cart/remove', key }) as const,
  clear: () => ({ type: 'cart/clear' }) as const,
};

export type CartAction = ActionsOf<typeof cartActions>;

const initialState: CartState = { items: [] };

function lineOf({ pizza, unitPrice, choice, description }: ChosenPizza, quantity: number): CartLine {
  const item = cartItem({ ...pizza, unitPrice }, quantity);
  return choice ? { ...item, choice, ...(description && { description }) } : item;
}

/** Lines chosen alike as one, each total repriced for its quantity. */
const merged = (lines: readonly CartLine[]) =>
  mergeLines(lines, lineKey).map((line) => ({ ...line, totalPrice: itemTotalPrice(line.unitPrice, line.quantity) }));

function withQuantity(items: readonly CartLine[], key: LineKey, quantity: (line: CartLine) => number): CartLine[] {
  return items.flatMap((line) => {
    if (lineKey(line) !== key) return [line];
    const next = quantity(line);
    return next > 0 ? [{ ...line, quantity: next, totalPrice: itemTotalPrice(line.unitPrice, next) }] : [];
  });
}

export function cartReducer(state = initialState, action: CartAction | ReturnType<typeof checkoutActions.placed>): CartState {
  switch (action.type) {
    case 'cart/add':
      // SPEC §4: a pizza already in the cart as the menu prices it stays as it is.
      if (state.items.some((line) => lineKey(line) === lineKey({ pizzaId: action.pizza.id }))) return { items: [...state.items] };
      return { items: [...state.items, cartItem(action.pizza, 1)] };
    case 'cart/addChosen':
      return { items: merged([...state.items, lineOf(action.chosen, 1)]) };
    case 'cart/change':
      return {
        items: merged(state.items.map((line) => (lineKey(line) === action.key ? lineOf(action.chosen, line.quantity) : line))),
      };
    case 'cart/increase':
      return { items: withQuantity(state.items, action.key, (line) => line.quantity + 1) };
    case 'cart/decrease':
      return { items: withQuantity(state.items, action.key, (line) => line.quantity - 1) };
    case 'cart/remove':
      return { items: withQuantity(state.items, action.key, () => 0) };
    // A placed order empties the cart too (SPEC §2, /order/new).
    case 'cart/clear':
    case 'order/placed':
      return initialState;
    default:
      return state;
  }
}

export const selectCartItems = (state: RootState) => state.cart.items;
export const selectCartQuantity = (state: RootState) => getTotalCartQuantity(state.cart.items);
export const selectCartPrice = (state: RootState) => getTotalCartPrice(state.cart.items);
/** How many of a pizza as the menu prices it the cart holds: what its menu card counts. */
export const selectQuantityOf = (pizzaId: number) => (state: RootState) =>
  state.cart.items.find((line) => lineKey(line) === lineKey({ pizzaId }))?.quantity ?? 0;
