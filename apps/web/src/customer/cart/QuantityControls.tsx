import { QuantityStepper } from '@chulo/ui';
import { useAppDispatch } from '../../store/hooks.ts';
import { cartActions } from './cart-slice.ts';

/** Minus, the quantity, plus: for a pizza already in the cart. */
export function QuantityControls({ pizzaId, name, quantity }: { pizzaId: number; name: string; quantity: number }) {
  const dispatch = useAppDispatch();
  return (
    <QuantityStepper
      itemName={name}
      quantity={quantity}
      onDecrease={() => dispatch(cartActions.decrease(pizzaId))}
      onIncrease={() => dispatch(cartActions.increase(pizzaId))}
    />
  );
}
