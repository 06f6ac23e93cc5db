import { Button } from '../ui/Button.tsx';
import { useAppDispatch } from '../store/hooks.ts';
import { cartActions } from './cart-slice.ts';

/** Minus, the quantity, plus: for a pizza already in the cart. */
export function QuantityControls({ pizzaId, name, quantity }: { pizzaId: number; name: string; quantity: number }) {
  const dispatch = useAppDispatch();

  return (
    <div role="group" aria-label={`Quantity of ${name}`} className="flex items-center gap-2 md:gap-3">
      <Button variant="round" aria-label="Decrease quantity" onClick={() => dispatch(cartActions.decrease(pizzaId))}>
        <span aria-hidden="true">−</span>
      </Button>
      <span className="min-w-5 text-center text-sm font-bold tabular-nums" aria-live="polite">
        {quantity}
      </span>
      <Button variant="round" aria-label="Increase quantity" onClick={() => dispatch(cartActions.increase(pizzaId))}>
        <span aria-hidden="true">+</span>
      </Button>
    </div>
  );
}
