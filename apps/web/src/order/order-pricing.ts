import { type Paisa, priorityFee } from '@chulo/domain';

/** The order form's total: the cart, plus the priority fee when the box is ticked (SPEC §9). */
export function checkoutTotal(cartTotal: Paisa, withPriority: boolean): Paisa {
  return cartTotal + (withPriority ? priorityFee(cartTotal) : 0);
}
