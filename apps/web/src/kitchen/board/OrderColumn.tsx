import type { StaffOrder } from '@chulo/api-client/contract';
import { getTotalCartQuantity, type OpenStatus } from '@chulo/domain';
import type { BoardOrder } from './kitchen-board.ts';
import { OrderCard } from './OrderCard.tsx';

interface OrderColumnProps {
  status: OpenStatus;
  title: string;
  orders: BoardOrder[];
  /** Alone on the board (filtered): the cards spread over the width. */
  wide: boolean;
  now: number;
  /** A move was asked for (keyboard focus follows the order). */
  onMove: (order: StaffOrder) => void;
}

const ACCENT: Record<OpenStatus, string> = {
  preparing: 'border-saffron-400',
  baking: 'border-chili-700',
  delivering: 'border-basil-700',
};

const EMPTY_TEXT: Record<OpenStatus, string> = {
  preparing: 'No orders waiting. New orders appear here by themselves.',
  baking: 'Nothing in the oven.',
  delivering: 'No orders out for delivery.',
};

/** One station of the kitchen: the orders at that status, next one first. */
export function OrderColumn({ status, title, orders, wide, now, onMove }: OrderColumnProps) {
  const headingId = `column-${status}`;
  const pizzas = orders.reduce((sum, { order }) => sum + getTotalCartQuantity(order.cart), 0);
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className={`flex items-baseline justify-between border-t-4 pt-2 text-lg font-bold text-ink-900 ${ACCENT[status]}`}>
        {title}
        <span className="text-sm font-semibold text-ink-700 tabular-nums">
          {orders.length} {orders.length === 1 ? 'order' : 'orders'}
          {pizzas > 0 && ` · ${pizzas} ${pizzas === 1 ? 'pizza' : 'pizzas'}`}
        </span>
      </h2>
      {orders.length === 0 ? (
        <p className="mt-3 rounded-3xl border-2 border-dashed border-ink-900/15 px-4 py-6 text-center text-sm text-ink-700">{EMPTY_TEXT[status]}</p>
      ) : (
        <ol className={`mt-3 grid gap-3 ${wide ? 'md:grid-cols-2 xl:grid-cols-3' : ''}`}>
          {orders.map(({ order, isNew }) => (
            <li key={order.id}>
              <OrderCard order={order} isNew={isNew} now={now} onMove={onMove} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
