import { QuantityStepper } from '@chulo/ui';
import type { LineKey } from './cart-line.ts';
import { cartActions } from './cart-slice.ts';
import { useCartChange } from './cart-target.ts';

/** Minus, the quantity, plus: for a line already in the cart. */
export function QuantityControls({ line, name, quantity }: { line: LineKey; name: string; quantity: number }) {
  const change = useCartChange();
  return (
    <QuantityStepper
      itemName={name}
      quantity={quantity}
      onDecrease={() => change(cartActions.decrease(line))}
      onIncrease={() => change(cartActions.increase(line))}
    />
  );
}
