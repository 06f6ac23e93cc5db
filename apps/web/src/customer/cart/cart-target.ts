import { createContext, useContext } from 'react';
import { useAppDispatch } from '../../store/hooks.ts';
import type { CartAction } from './cart-slice.ts';

/**
 * Where the cart's controls (quantity, Delete, the choice sheet) send their changes: the customer's
 * cart, unless a screen keeps a cart of its own and says so here (the kitchen's phone order).
 */
export const CartTarget = createContext<((change: CartAction) => void) | null>(null);

/** Sends a change to the cart the controls stand in. */
export function useCartChange(): (change: CartAction) => void {
  const dispatch = useAppDispatch();
  return useContext(CartTarget) ?? dispatch;
}
