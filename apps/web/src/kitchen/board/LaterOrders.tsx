import type { StaffOrder } from '@chulo/api-client/contract';
import type { BoardOrder } from './kitchen-board.ts';
import { OrderCard } from './OrderCard.tsx';

interface LaterOrdersProps {
  orders: BoardOrder[];
  now: number;
  onMove: (order: StaffOrder) => void;
}

/**
 * Orders for later whose baking need not start yet, the soonest first: apart from the queue, so the
 * cook works on what is due now, and each joins Preparing, in the kitchen's turn, when its baking must
 * start. Staff may still start one early, or cancel it.
 */
export function LaterOrders({ orders, now, onMove }: LaterOrdersProps) {
  return (
    <section aria-labelledby="column-later" className="mt-8 min-w-0">
      <h2 id="column-later" className="flex items-baseline justify-between border-t-4 border-dashed border-ink-600 pt-2 text-lg font-bold text-ink-900">
        Later
        <span className="text-sm font-semibold text-ink-700 tabular-nums">
          {orders.length} {orders.length === 1 ? 'order' : 'orders'}
        </span>
      </h2>
      <ol className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {orders.map(({ order, isNew }) => (
          <li key={order.id}>
            <OrderCard order={order} isNew={isNew} now={now} onMove={onMove} />
          </li>
        ))}
      </ol>
    </section>
  );
}
