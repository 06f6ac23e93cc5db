import { useEffect, useState } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import type { OrderStatus } from '@chulo/api-client/contract';
import { isOpen, OPEN_STATUSES, type OpenStatus } from '@chulo/domain';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { useNow } from '../../hooks/use-now.ts';
import { boardActions, selectBoard } from './board-slice.ts';
import { BoardToolbar } from './BoardToolbar.tsx';
import { boardSections } from './kitchen-board.ts';
import { LaterOrders } from './LaterOrders.tsx';
import { STATUS_LABEL } from './kitchen-queue.ts';
import { NewOrdersToast } from './NewOrdersToast.tsx';
import { PacingControls } from '../pacing/PacingControls.tsx';
import { OrderColumn } from './OrderColumn.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { TicketRoll } from '../tickets/TicketRoll.tsx';
import { useBoardFocus } from './use-board-focus.ts';
import { useSoundUnlock } from './use-sound-unlock.ts';

function readFilter(value: string | null): OpenStatus | null {
  return value && isOpen(value as OrderStatus) ? (value as OpenStatus) : null;
}

/** The kitchen's board: every open order, live, in the order the kitchen should work on them. */
export function KitchenDashboard() {
  const { board, feed } = useAppSelector(selectBoard);
  const dispatch = useAppDispatch();
  const now = useNow(15_000);
  useSoundUnlock();
  const searchParams = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const filter = readFilter(searchParams.get('status'));

  // Orders for later wait apart until their baking must start: out of the columns and their counts.
  const { queue, later } = boardSections(board, now);
  const orders = [...queue, ...later];
  const counts = Object.fromEntries(OPEN_STATUSES.map((status) => [status, queue.filter(({ order }) => order.status === status).length])) as Record<
    OpenStatus,
    number
  >;
  const shown = filter ? [filter] : OPEN_STATUSES;

  // The board is live while it is on screen.
  useEffect(() => {
    dispatch(boardActions.followBoard());
    return () => void dispatch(boardActions.unfollowBoard());
  }, [dispatch]);

  const focus = useBoardFocus(orders);

  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const freshOrders = orders.filter(({ order, isNew }) => isNew && !dismissed.has(order.id)).map(({ order }) => order);
  function showNewOrder(orderId: string) {
    // A new order waits in Preparing: leave a filter that hides it.
    if (filter && filter !== 'preparing') navigate('/kitchen', { replace: true, preventScrollReset: true });
    focus.showOrder(orderId);
    setDismissed((before) => new Set([...before, orderId]));
  }

  const latest = board.latestArrival;

  return (
    // Room below the last card for the new-order toast to float over.
    <div className={`mx-auto w-full max-w-7xl px-4 py-5 sm:px-6 sm:py-8 ${freshOrders.length > 0 ? 'pb-56 sm:pb-52' : ''}`}>
      <title>{`${orders.length > 0 ? `(${orders.length}) ` : ''}Orders · Kitchen · Chulo Pizza`}</title>

      <BoardToolbar headingRef={focus.heading} openCount={orders.length} feed={feed} />

      <PacingControls now={now} />

      <StatusFilter current={filter} counts={counts} total={orders.length} />

      {/* Read out to screen readers as orders come in. */}
      <p aria-live="polite" className="sr-only">
        {latest ? `New order ${latest.id} from ${latest.customer}.` : ''}
      </p>

      <NewOrdersToast
        orders={freshOrders}
        onShow={showNewOrder}
        onDismiss={() => setDismissed((before) => new Set([...before, ...freshOrders.map((order) => order.id)]))}
      />

      <TicketRoll />

      <div className={`mt-5 grid gap-6 ${filter ? '' : 'lg:grid-cols-3 lg:gap-5'}`}>
        {shown.map((status) => (
          <OrderColumn
            key={status}
            status={status}
            title={STATUS_LABEL[status]}
            orders={queue.filter(({ order }) => order.status === status)}
            wide={filter !== null}
            now={now}
            onMove={focus.followMove}
          />
        ))}
      </div>

      {/* They wait to be started, as Preparing's orders do: shown with that column, or with every one. */}
      {later.length > 0 && (filter === null || filter === 'preparing') && <LaterOrders orders={later} now={now} onMove={focus.followMove} />}
    </div>
  );
}
