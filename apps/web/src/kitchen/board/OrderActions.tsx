import { useEffect, useRef, useState } from 'react';
import type { OrderStatus, StaffOrder } from '@chulo/api-client/contract';
import { Alert, Button, Spinner } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { boardActions, selectMove } from './board-slice.ts';
import { NEXT_STEP } from './kitchen-queue.ts';
import { PrintTicketButton } from '../tickets/PrintTicketButton.tsx';

interface OrderActionsProps {
  order: StaffOrder;
  /** A move was asked for (keyboard focus follows the order). */
  onMove: (order: StaffOrder) => void;
}

/** Moves an order to its next status, cancels it after asking once, and prints its ticket. */
export function OrderActions({ order, onMove }: OrderActionsProps) {
  // The store keeps the move by order: the card moves to another column (a new component) while it is under way.
  const move = useAppSelector(selectMove(order.id));
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const movingTo = move?.to ?? null;
  const busy = movingTo !== null;
  const next = NEXT_STEP[order.status];

  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  function moveTo(status: OrderStatus) {
    setConfirming(false);
    onMove(order);
    dispatch(boardActions.moveOrder(order, status));
  }

  function keepOrder() {
    setConfirming(false);
    // The confirmation is gone: back to the button that opened it.
    requestAnimationFrame(() => cancelButton.current?.focus());
  }

  const error = move?.error;
  // Every card has these buttons: the order's id tells them apart for screen readers.
  const forOrder = (
    <>
      {' '}
      <span className="sr-only">order {order.id}</span>
    </>
  );

  return (
    <div className="flex flex-col gap-2">
      {error && <Alert>{error}</Alert>}

      {confirming ? (
        <div
          role="group"
          aria-labelledby={`cancel-${order.id}-question`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') keepOrder();
          }}
          className="flex flex-col gap-2 rounded-2xl bg-chili-50 p-3"
        >
          <p id={`cancel-${order.id}-question`} className="text-sm font-semibold text-chili-800">
            Cancel order #{order.id} for {order.customer}? This cannot be undone.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" onClick={() => moveTo('cancelled')}>
              Yes, cancel{forOrder}
            </Button>
            <Button variant="secondary" ref={keepButton} onClick={keepOrder}>
              Keep{forOrder}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {next && (
            <span className="min-w-0 grow *:w-full">
              <Button onClick={() => moveTo(next.status)} disabled={busy} aria-busy={busy}>
                {movingTo === next.status && <Spinner className="size-4" />}
                <span className="whitespace-nowrap">{next.label}</span>
                {forOrder}
              </Button>
            </span>
          )}
          <Button variant="secondary" ref={cancelButton} onClick={() => setConfirming(true)} disabled={busy}>
            {movingTo === 'cancelled' && <Spinner className="size-4" />}
            Cancel{forOrder}
          </Button>
          <PrintTicketButton order={order} forOrder={forOrder} />
        </div>
      )}
    </div>
  );
}
