import { Button } from '@chulo/ui';
import { useAppDispatch } from '../../store/hooks.ts';
import { cartActions } from './cart-slice.ts';

export function DeleteFromCart({ pizzaId }: { pizzaId: number }) {
  const dispatch = useAppDispatch();
  return (
    <Button variant="small" onClick={() => dispatch(cartActions.remove(pizzaId))}>
      Delete
    </Button>
  );
}
