import type { CartItem } from '@chulo/api-client/contract';
import { formatCurrency } from '@chulo/domain';

interface OrderLineProps {
  line: CartItem;
  /** From the menu, which loads after the order; null while it does. */
  ingredients: string[] | null;
}

export function OrderLine({ line, ingredients }: OrderLineProps) {
  return (
    <li className="space-y-1 py-4">
      <div className="flex items-baseline justify-between gap-4">
        <p className="font-medium text-ink-900">
          {line.quantity}&times; {line.name}
        </p>
        <p className="text-sm font-bold text-ink-900 tabular-nums">{formatCurrency(line.totalPrice)}</p>
      </div>
      <p className="text-sm text-ink-700 italic">{ingredients === null ? 'Loading...' : ingredients.join(', ')}</p>
    </li>
  );
}
