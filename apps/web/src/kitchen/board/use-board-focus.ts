import { useCallback, useEffect, useRef } from 'react';
import type { OrderStatus, StaffOrder } from '@chulo/api-client/contract';
import type { BoardOrder } from './kitchen-board.ts';

/** How long focus waits for a moved card before giving up (the move was refused, or is very slow). */
const MOVE_FOCUS_MS = 15_000;

type FocusRequest = { kind: 'move'; orderId: string; from: OrderStatus; since: number } | { kind: 'show'; orderId: string };

const cardOf = (orderId: string) => document.getElementById(`order-${orderId}`);

/**
 * Keyboard focus on a board whose cards move. Moving an order moves its card (to
 * another column, or off the board) and the focused button goes with the old card:
 * focus follows the order, or goes to the board's heading once it has left.
 * Asking to see an order focuses its card as soon as it is on screen.
 */
export function useBoardFocus(orders: readonly BoardOrder[]) {
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = useRef<FocusRequest | null>(null);

  useEffect(() => {
    const request = pending.current;
    if (!request) return;
    const card = cardOf(request.orderId);
    if (request.kind === 'show') {
      if (card) {
        pending.current = null;
        card.focus();
      }
      return;
    }
    const onBoard = orders.find(({ order }) => order.id === request.orderId)?.order;
    if (onBoard?.status === request.from) {
      // Not moved (yet): a refused move leaves focus where it is.
      if (Date.now() - request.since > MOVE_FOCUS_MS) pending.current = null;
      return;
    }
    pending.current = null;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) (card ?? heading.current)?.focus();
  });

  const followMove = useCallback((order: StaffOrder) => {
    pending.current = { kind: 'move', orderId: order.id, from: order.status, since: Date.now() };
  }, []);

  const showOrder = useCallback((orderId: string) => {
    const card = cardOf(orderId);
    if (card) card.focus();
    else pending.current = { kind: 'show', orderId };
  }, []);

  return { heading, followMove, showOrder };
}
