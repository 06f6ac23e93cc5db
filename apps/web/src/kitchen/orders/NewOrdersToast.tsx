import type { StaffOrder } from '@chulo/api-client/contract';

interface NewOrdersToastProps {
  orders: StaffOrder[];
  onShow: (orderId: string) => void;
  onDismiss: () => void;
}

const SHOWN = 3;

/**
 * New orders, in a corner of the screen: on a long board the newest order may sit
 * far down its column. It floats over the board instead of pushing it down, so
 * nothing moves under a finger that is about to tap a button.
 */
export function NewOrdersToast({ orders, onShow, onDismiss }: NewOrdersToastProps) {
  if (orders.length === 0) return null;
  const more = orders.length - SHOWN;

  return (
    <aside
      aria-label="New orders"
      className="fixed inset-x-3 bottom-3 z-40 rounded-3xl bg-ink-900 p-4 text-cream-50 shadow-xl shadow-ink-900/30 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="font-bold">
          <span aria-hidden="true">🔔 </span>
          {orders.length === 1 ? 'New order' : `${orders.length} new orders`}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          className="focus-on-dark inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-saffron-300 hover:bg-cream-50/10"
        >
          Dismiss
        </button>
      </div>
      <ul className="mt-2 flex flex-col gap-2">
        {orders.slice(0, SHOWN).map((order) => (
          <li key={order.id}>
            <button
              type="button"
              onClick={() => onShow(order.id)}
              className="focus-on-dark flex min-h-11 w-full items-center justify-between gap-3 rounded-2xl bg-cream-50/10 px-3 text-left text-sm hover:bg-cream-50/20"
            >
              <span className="min-w-0 truncate">
                <span className="font-bold tracking-wider">#{order.id}</span> {order.customer}
              </span>
              <span className="shrink-0 font-semibold text-saffron-300">
                Show <span className="sr-only">order {order.id}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-sm text-cream-100">and {more} more in Preparing</p>}
    </aside>
  );
}
