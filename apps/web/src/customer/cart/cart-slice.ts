import {
  addItem,
  type CartItem,
  type CartPizza,
  decreaseItemQuantity,
  deleteItem,
  getCurrentQuantityById,
  getTotalCartPrice,
  getTotalCartQuantity,
  increaseItemQuantity,
} from '@chulo/domain';
import type { checkoutActions } from '../checkout/checkout-slice.ts';
import type { ActionsOf } from '../../store/actions.ts';
import type { RootState } from '../../store/store.ts';

/** SPEC §4, with the cart math of @chulo/domain: the items as the API takes them, prices in rupees. */
export interface CartState {
  items: CartItem[];
}

export const cartActions = {
  add: (pizza: CartPizza) => ({ type: 'cart/add', pizza }) as const,
  increase: (pizzaId: number) => ({ type: 'cart/increase', pizzaId }) as const,
  decrease: (pizzaId: number) => ({ type: 'cart/decrease', pizzaId }) as const,
  remove: (pizzaId: number) => ({ type: 'cart/remove', pizzaId }) as const,
  clear: () => ({ type: 'cart/clear' }) as const,
};

export type CartAction = ActionsOf<typeof cartActions>;

const initialState: CartState = { items: [] };

export function cartReducer(state = initialState, action: CartAction | ReturnType<typeof checkoutActions.placed>): CartState {
  switch (action.type) {
    case 'cart/add':
      return { items: addItem(state.items, action.pizza) };
    case 'cart/increase':
      return { items: increaseItemQuantity(state.items, action.pizzaId) };
    case 'cart/decrease':
      return { items: decreaseItemQuantity(state.items, action.pizzaId) };
    case 'cart/remove':
      return { items: deleteItem(state.items, action.pizzaId) };
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
export const selectQuantityOf = (pizzaId: number) => (state: RootState) => getCurrentQuantityById(state.cart.items, pizzaId);
