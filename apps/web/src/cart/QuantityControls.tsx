import { Button } from '../ui/Button.tsx';
import { useCartStore } from './cart-store.ts';

/** Minus, the quantity, plus: for a pizza already in the cart. */
export function QuantityControls({ pizzaId, name, quantity }: { pizzaId: number; name: string; quantity: number }) {
  const increase = useCartStore((state) => state.increase);
  const decrease = useCartStore((state) => state.decrease);

  return (
    <div role="group" aria-label={`Quantity of ${name}`} className="flex items-center gap-2 md:gap-3">
      <Button variant="round" aria-label="Decrease quantity" onClick={() => decrease(pizzaId)}>
        <span aria-hidden="true">−</span>
      </Button>
      <span className="min-w-5 text-center text-sm font-bold tabular-nums" aria-live="polite">
        {quantity}
      </span>
      <Button variant="round" aria-label="Increase quantity" onClick={() => increase(pizzaId)}>
        <span aria-hidden="true">+</span>
      </Button>
    </div>
  );
}
