import type { StaffOrder } from '@chulo/api-client/contract';
import { Toast } from '@chulo/ui';

interface NewOrdersToastProps {
  orders: StaffOrder[];
  onShow: (orderId: string) => void;
  onDismiss: () => void;
}

const SHOWN = 3;

/** New orders, in a corner of the screen: on a long board the newest order may sit far down its column. */
export function NewOrdersToast({ orders, onShow, onDismiss }: NewOrdersToastProps) {
  if (orders.length === 0) return null;
  const more = orders.length - SHOWN;

  return (
    <Toast
      label="New orders"
      onDismiss={onDismiss}
      title={
        <>
          <span aria-hidden="true">🔔 </span>
          {orders.length === 1 ? 'New order' : `${orders.length} new orders`}
        </>
      }
    >
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
    </Toast>
  );
}
