import { Button } from '@chulo/ui';
import { useAppDispatch } from '../../store/hooks.ts';
import type { LineKey } from './cart-line.ts';
import { cartActions } from './cart-slice.ts';

export function DeleteFromCart({ line }: { line: LineKey }) {
  const dispatch = useAppDispatch();
  return (
    <Button variant="small" onClick={() => dispatch(cartActions.remove(line))}>
      Delete
    </Button>
  );
}
