import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { OrderStatus, StaffOrder } from '@chulo/api-client/contract';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { NEXT_STEP } from './kitchen-queue.ts';
import type { ordersAction } from './orders-action.ts';

/** What the board hears from the buttons: a move asked for, and the server's answer. */
export interface OrderMoves {
  started: (order: StaffOrder) => void;
  answered: (order: StaffOrder) => void;
}

interface OrderActionsProps {
  order: StaffOrder;
  moves: OrderMoves;
}

/** Moves an order to its next status, or cancels it after asking once. */
export function OrderActions({ order, moves }: OrderActionsProps) {
  // Keyed by order: the card moves to another column (a new component) while the request is under way.
  const fetcher = useFetcher<typeof ordersAction>({ key: `move-order-${order.id}` });
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const busy = fetcher.state !== 'idle';
  const next = NEXT_STEP[order.status];
  const movingTo = busy ? fetcher.formData?.get('status') : null;

  // Hands the answer to the board once per request, should its live event be late or lost. (When the
  // event comes first, the card has moved to another column, and this instance is gone: nothing to do.)
  const lastState = useRef(fetcher.state);
  const { answered } = moves;
  useEffect(() => {
    const finished = lastState.current !== 'idle' && fetcher.state === 'idle';
    lastState.current = fetcher.state;
    if (finished && fetcher.data?.order) answered(fetcher.data.order);
  }, [fetcher.state, fetcher.data, answered]);

  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  function moveTo(status: OrderStatus) {
    setConfirming(false);
    moves.started(order);
    void fetcher.submit({ orderId: order.id, status }, { method: 'post', action: '/kitchen?index' });
  }

  function keepOrder() {
    setConfirming(false);
    // The confirmation is gone: back to the button that opened it.
    requestAnimationFrame(() => cancelButton.current?.focus());
  }

  const error = fetcher.state === 'idle' ? fetcher.data?.error : undefined;
  // Every card has these buttons: the order's id tells them apart for screen readers.
  const forOrder = (
    <>
      {' '}
      <span className="sr-only">order {order.id}</span>
    </>
  );

  return (
    <div className="flex flex-col gap-2">
      {error && (
        <p role="alert" className="rounded-xl bg-chili-50 px-3 py-2 text-sm font-semibold text-chili-800">
          {error}
        </p>
      )}

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
            <button
              type="button"
              onClick={() => moveTo('cancelled')}
              className="inline-flex min-h-11 items-center rounded-full bg-chili-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-chili-800"
            >
              Yes, cancel{forOrder}
            </button>
            <Button variant="secondary" ref={keepButton} onClick={keepOrder}>
              Keep{forOrder}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex items-center gap-2">
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
        </div>
      )}
    </div>
  );
}
