import { Button } from '@chulo/ui';
import type { LineKey } from './cart-line.ts';
import { cartActions } from './cart-slice.ts';
import { useCartChange } from './cart-target.ts';

export function DeleteFromCart({ line }: { line: LineKey }) {
  const change = useCartChange();
  return (
    <Button variant="small" onClick={() => change(cartActions.remove(line))}>
      Delete
    </Button>
  );
}
