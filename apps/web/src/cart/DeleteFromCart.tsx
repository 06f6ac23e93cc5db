import { Button } from '../ui/Button.tsx';
import { useCartStore } from './cart-store.ts';

export function DeleteFromCart({ pizzaId }: { pizzaId: number }) {
  const remove = useCartStore((state) => state.remove);
  return (
    <Button variant="small" onClick={() => remove(pizzaId)}>
      Delete
    </Button>
  );
}
