import { useCallback, useEffect, useRef } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import type { StaffOrder } from '../api/staff-orders.ts';
import { boardOrders } from './kitchen-board.ts';
import { BOARD_STATUSES, type BoardStatus, isOnBoard, STATUS_LABEL } from './kitchen-queue.ts';
import type { ordersLoader } from './orders-loader.ts';
import { BoardToolbar } from './BoardToolbar.tsx';
import { OrderColumn } from './OrderColumn.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { useKitchenBoard } from './use-kitchen-board.ts';
import { useNow } from './use-now.ts';
import { useOrderChime } from './use-order-chime.ts';

function readFilter(value: string | null): BoardStatus | null {
  return value && isOnBoard(value as StaffOrder['status']) ? (value as BoardStatus) : null;
}

/** The kitchen's board: every open order, live, in the order the kitchen should work on them. */
export function KitchenDashboard() {
  const { board, feed, receive } = useKitchenBoard(useLoaderData<typeof ordersLoader>());
  const now = useNow(15_000);
  const chime = useOrderChime();
  const [searchParams] = useSearchParams();
  const filter = readFilter(searchParams.get('status'));

  const orders = boardOrders(board, now);
  const counts = Object.fromEntries(
    BOARD_STATUSES.map((status) => [status, orders.filter(({ order }) => order.status === status).length]),
  ) as Record<BoardStatus, number>;
  const shown = filter ? [filter] : BOARD_STATUSES;

  // A new order: the chime (when sound is on and allowed).
  const { chime: playChime } = chime;
  const heardArrivals = useRef(board.arrivals);
  useEffect(() => {
    if (board.arrivals > heardArrivals.current) playChime();
    heardArrivals.current = board.arrivals;
  }, [board.arrivals, playChime]);

  // Moving an order moves its card (to another column, or off the board): keyboard focus follows it.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    const orderId = focusAfterMove.current;
    if (!orderId) return;
    const active = document.activeElement;
    if (active && active !== document.body) {
      focusAfterMove.current = null;
      return;
    }
    focusAfterMove.current = null;
    (document.getElementById(`order-${orderId}`) ?? heading.current)?.focus();
  });

  const handleMoved = useCallback(
    (order: StaffOrder) => {
      focusAfterMove.current = order.id;
      receive(order);
    },
    [receive],
  );

  const latest = board.latestArrival;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-5 sm:px-6 sm:py-8">
      <title>{`${orders.length > 0 ? `(${orders.length}) ` : ''}Orders · Kitchen · Chulo Pizza`}</title>

      <BoardToolbar headingRef={heading} openCount={orders.length} feed={feed} chime={chime} />

      <StatusFilter current={filter} counts={counts} total={orders.length} />

      {/* Read out to screen readers as orders come in. */}
      <p aria-live="polite" className="sr-only">
        {latest ? `New order ${latest.id} from ${latest.customer}.` : ''}
      </p>

      <div className={`mt-5 grid gap-6 ${filter ? '' : 'lg:grid-cols-3 lg:gap-5'}`}>
        {shown.map((status) => (
          <OrderColumn
            key={status}
            status={status}
            title={STATUS_LABEL[status]}
            orders={orders.filter(({ order }) => order.status === status)}
            wide={filter !== null}
            now={now}
            onMoved={handleMoved}
          />
        ))}
      </div>
    </div>
  );
}
