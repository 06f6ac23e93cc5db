import { QuantityStepper } from '@chulo/ui';
import { useAppDispatch } from '../../store/hooks.ts';
import type { LineKey } from './cart-line.ts';
import { cartActions } from './cart-slice.ts';

/** Minus, the quantity, plus: for a line already in the cart. */
export function QuantityControls({ line, name, quantity }: { line: LineKey; name: string; quantity: number }) {
  const dispatch = useAppDispatch();
  return (
    <QuantityStepper
      itemName={name}
      quantity={quantity}
      onDecrease={() => dispatch(cartActions.decrease(line))}
      onIncrease={() => dispatch(cartActions.increase(line))}
    />
  );
}
