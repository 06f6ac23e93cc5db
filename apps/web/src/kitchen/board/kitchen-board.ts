import type { StaffOrder } from '@chulo/api-client/contract';
import { isOpen } from '@chulo/domain';
import { kitchenQueue, laterQueue, waitsForLater } from './kitchen-queue.ts';

/**
 * The dashboard's orders, kept current from two sources that may arrive in any
 * order: live events (one per change) and full lists (fetched on every connect
 * of the event stream, so nothing missed while disconnected is lost).
 */
export interface BoardEntry {
  order: StaffOrder;
  /** Number of the live event that last set it; 0 when it came from a list. */
  seq: number;
  /** When it arrived while the board was open; null if it was already there. */
  arrivedAt: number | null;
}

export interface KitchenBoard {
  /** Open orders, and closed ones kept until the next list, so a late list cannot bring them back. */
  entries: Readonly<Record<string, BoardEntry>>;
  /** Orders that arrived while the board was open, counted for the chime and the announcement. */
  arrivals: number;
  latestArrival: StaffOrder | null;
}

export type BoardUpdate =
  /** A live event: the order as it is now. `seq` grows with every event. */
  | { type: 'received'; order: StaffOrder; seq: number; at: number }
  /** A full list of open orders, requested after event number `since`. */
  | { type: 'listed'; orders: readonly StaffOrder[]; since: number; at: number };

/** How long an order that just came in carries its 'New' badge. */
export const NEW_FOR_MS = 3 * 60_000;

export function openBoard(orders: readonly StaffOrder[]): KitchenBoard {
  return {
    entries: Object.fromEntries(orders.map((order) => [order.id, { order, seq: 0, arrivedAt: null }])),
    arrivals: 0,
    latestArrival: null,
  };
}

/**
 * True when `incoming` is an older picture of the order than `current`: statuses
 * only move forward (each adds to the history) and priority is never taken back.
 */
function isBehind(incoming: StaffOrder, current: StaffOrder): boolean {
  return incoming.statusHistory.length < current.statusHistory.length || (current.priority && !incoming.priority);
}

/** An order nobody in the kitchen has seen yet, waiting to be started. */
const isArrival = (order: StaffOrder, before: BoardEntry | undefined) => before === undefined && order.status === 'preparing';

export function updateBoard(board: KitchenBoard, update: BoardUpdate): KitchenBoard {
  const entries = { ...board.entries };
  let { arrivals, latestArrival } = board;

  const place = (order: StaffOrder, seq: number) => {
    const before = entries[order.id];
    if (before && isBehind(order, before.order)) return;
    const arrived = isArrival(order, before);
    if (arrived) {
      arrivals += 1;
      latestArrival = order;
    }
    entries[order.id] = { order, seq, arrivedAt: arrived ? update.at : (before?.arrivedAt ?? null) };
  };

  if (update.type === 'received') {
    place(update.order, update.seq);
  } else {
    const listed = new Set(update.orders.map((order) => order.id));
    for (const [id, entry] of Object.entries(board.entries)) {
      // Changed by an event after the list was asked for: the event knows better.
      if (entry.seq > update.since) continue;
      // Gone from the list: delivered or cancelled meanwhile.
      if (!listed.has(id)) delete entries[id];
    }
    for (const order of update.orders) {
      const before = entries[order.id];
      if (before && before.seq > update.since) continue;
      place(order, before?.seq ?? 0);
    }
  }
  return { entries, arrivals, latestArrival };
}

export interface BoardOrder {
  order: StaffOrder;
  isNew: boolean;
}

/**
 * The open orders, in the queue (in kitchen order) or waiting apart for later (the soonest first),
 * each marked new while it is fresh and not yet started.
 */
export function boardSections(board: KitchenBoard, now: number): { queue: BoardOrder[]; later: BoardOrder[] } {
  const open = Object.values(board.entries).filter((entry) => isOpen(entry.order.status));
  const arrivedAt = new Map(open.map((entry) => [entry.order.id, entry.arrivedAt]));
  const marked = (order: StaffOrder) => {
    const arrived = arrivedAt.get(order.id) ?? null;
    return { order, isNew: arrived !== null && order.status === 'preparing' && now - arrived < NEW_FOR_MS };
  };
  const orders = open.map((entry) => entry.order);
  return {
    queue: kitchenQueue(orders.filter((order) => !waitsForLater(order, now))).map(marked),
    later: laterQueue(orders.filter((order) => waitsForLater(order, now))).map(marked),
  };
}
