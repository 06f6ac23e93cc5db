import type { CartItem } from '@chulo/domain';
import { Price } from '@chulo/ui';
import { DeleteFromCart } from './DeleteFromCart.tsx';
import { QuantityControls } from './QuantityControls.tsx';

export function CartLineItem({ line }: { line: CartItem }) {
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium text-ink-900">
        {line.quantity}&times; {line.name}
      </p>
      <div className="flex items-center justify-between gap-4 sm:gap-6">
        <p className="text-sm font-bold text-ink-900">
          <Price amount={line.totalPrice} />
        </p>
        <div className="flex items-center gap-3 sm:gap-6">
          <QuantityControls pizzaId={line.pizzaId} name={line.name} quantity={line.quantity} />
          <DeleteFromCart pizzaId={line.pizzaId} />
        </div>
      </div>
    </li>
  );
}
