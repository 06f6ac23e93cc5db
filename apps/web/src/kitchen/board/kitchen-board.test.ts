import { describe, expect, it } from 'vitest';
import type { StaffOrder } from '@chulo/api-client/contract';
import { staffOrder } from '../testing/staff-order.ts';
import { boardSections, type KitchenBoard, NEW_FOR_MS, openBoard, updateBoard } from './kitchen-board.ts';

const NOW = Date.parse('2025-11-22T05:10:00.000Z');

/** Every open order on the board: the queue in the kitchen's turn, then those waiting for later. */
function boardOrders(board: KitchenBoard, now: number) {
  const { queue, later } = boardSections(board, now);
  return [...queue, ...later];
}

const onBoard = (board: KitchenBoard, now = NOW) => boardOrders(board, now).map(({ order }) => `${order.id}:${order.status}`);
const newOnes = (board: KitchenBoard, now = NOW) => boardOrders(board, now).filter((entry) => entry.isNew).map(({ order }) => order.id);

let seq = 0;
const received = (board: KitchenBoard, order: StaffOrder, at = NOW) => updateBoard(board, { type: 'received', order, seq: ++seq, at });

describe('live updates on the kitchen board', () => {
  it('adds a new order, marked new, and counts the arrival for the chime', () => {
    const board = received(openBoard([staffOrder({ id: 'FIRST' })]), staffOrder({ id: 'SECOND', createdAt: '2025-11-22T05:09:00.000Z' }));
    expect(onBoard(board)).toEqual(['FIRST:preparing', 'SECOND:preparing']);
    expect(newOnes(board)).toEqual(['SECOND']);
    expect(board.arrivals).toBe(1);
    expect(board.latestArrival?.id).toBe('SECOND');
  });

  it('does not call the orders already there when the board opened new', () => {
    const board = openBoard([staffOrder({ id: 'FIRST' })]);
    expect(newOnes(board)).toEqual([]);
    expect(board.arrivals).toBe(0);
  });

  it('drops the New mark after a few minutes, or as soon as the order goes into the oven', () => {
    const board = received(openBoard([]), staffOrder({ id: 'FRESH' }));
    expect(newOnes(board, NOW + NEW_FOR_MS - 1)).toEqual(['FRESH']);
    expect(newOnes(board, NOW + NEW_FOR_MS)).toEqual([]);
    expect(newOnes(received(board, staffOrder({ id: 'FRESH', status: 'baking' })))).toEqual([]);
  });

  it('moves an order on when its status changes, without counting it as an arrival', () => {
    const board = received(openBoard([staffOrder({ id: 'A' })]), staffOrder({ id: 'A', status: 'baking' }));
    expect(onBoard(board)).toEqual(['A:baking']);
    expect(board.arrivals).toBe(0);
  });

  it('takes delivered and cancelled orders off the board', () => {
    let board = openBoard([staffOrder({ id: 'A', status: 'delivering' }), staffOrder({ id: 'B' })]);
    board = received(board, staffOrder({ id: 'A', status: 'delivered' }));
    board = received(board, staffOrder({ id: 'B', status: 'cancelled' }));
    expect(onBoard(board)).toEqual([]);
  });

  it('re-sorts when an order becomes priority', () => {
    let board = openBoard([staffOrder({ id: 'EARLY', createdAt: '2025-11-22T05:00:00.000Z' }), staffOrder({ id: 'LATE', createdAt: '2025-11-22T05:05:00.000Z' })]);
    board = received(board, staffOrder({ id: 'LATE', createdAt: '2025-11-22T05:05:00.000Z', priority: true, priorityPrice: 260 }));
    expect(onBoard(board)).toEqual(['LATE:preparing', 'EARLY:preparing']);
  });

  it('orders two priority orders as the kitchen cooks them: by when each became priority, not when it was placed', () => {
    let board = openBoard([staffOrder({ id: 'FIRST', createdAt: '2025-11-22T05:00:00.000Z' }), staffOrder({ id: 'SECOND', createdAt: '2025-11-22T05:05:00.000Z' })]);
    const madePriority = (id: string, createdAt: string, queuedAt: string) => staffOrder({ id, createdAt, queuedAt, priority: true, priorityPrice: 260 });
    board = received(board, madePriority('SECOND', '2025-11-22T05:05:00.000Z', '2025-11-22T05:10:00.000Z'));
    board = received(board, madePriority('FIRST', '2025-11-22T05:00:00.000Z', '2025-11-22T05:12:00.000Z'));
    expect(onBoard(board)).toEqual(['SECOND:preparing', 'FIRST:preparing']);
  });

  it('ignores an event that arrives after a later one for the same order', () => {
    let board = openBoard([staffOrder({ id: 'A' })]);
    board = received(board, staffOrder({ id: 'A', status: 'delivering' }));
    board = received(board, staffOrder({ id: 'A', status: 'baking' }));
    expect(onBoard(board)).toEqual(['A:delivering']);
    board = received(openBoard([staffOrder({ id: 'P', priority: true })]), staffOrder({ id: 'P', priority: false }));
    expect(boardOrders(board, NOW)[0]?.order.priority).toBe(true);
  });

  it('takes a new estimate for an order whose status stays the same', () => {
    const board = received(openBoard([staffOrder({ id: 'A' })]), staffOrder({ id: 'A', estimatedDelivery: '2025-11-22T05:50:00.000Z' }));
    expect(boardOrders(board, NOW)[0]?.order.estimatedDelivery).toBe('2025-11-22T05:50:00.000Z');
  });
});

describe('a full list after (re)connecting', () => {
  it('adds what was missed (marked new) and drops what closed meanwhile', () => {
    const board = updateBoard(openBoard([staffOrder({ id: 'GONE' }), staffOrder({ id: 'KEPT' })]), {
      type: 'listed',
      orders: [staffOrder({ id: 'KEPT', status: 'baking' }), staffOrder({ id: 'MISSED', createdAt: '2025-11-22T05:08:00.000Z' })],
      since: seq,
      at: NOW,
    });
    expect(onBoard(board)).toEqual(['KEPT:baking', 'MISSED:preparing']);
    expect(newOnes(board)).toEqual(['MISSED']);
    expect(board.arrivals).toBe(1);
  });

  it('keeps changes that came in by event while the list was on its way', () => {
    const since = seq;
    let board = openBoard([staffOrder({ id: 'MOVED' }), staffOrder({ id: 'CLOSED' })]);
    board = received(board, staffOrder({ id: 'MOVED', status: 'baking' }));
    board = received(board, staffOrder({ id: 'CLOSED', status: 'cancelled' }));
    board = received(board, staffOrder({ id: 'BRAND-NEW' }));
    // The list was read before those events: it still has the old picture, and not the new order.
    board = updateBoard(board, { type: 'listed', orders: [staffOrder({ id: 'MOVED' }), staffOrder({ id: 'CLOSED' })], since, at: NOW });
    expect(onBoard(board).sort()).toEqual(['BRAND-NEW:preparing', 'MOVED:baking']);
  });

  it('never moves an order backwards, even from a stale list', () => {
    let board = received(openBoard([]), staffOrder({ id: 'A', status: 'delivering' }));
    board = updateBoard(board, { type: 'listed', orders: [staffOrder({ id: 'A', status: 'baking' })], since: seq, at: NOW });
    expect(onBoard(board)).toEqual(['A:delivering']);
  });
});

describe('orders for later on the board', () => {
  const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
  const sections = (board: KitchenBoard, now: number) => {
    const { queue, later } = boardSections(board, now);
    return { queue: queue.map(({ order }) => order.id), later: later.map(({ order }) => order.id) };
  };
  const board = openBoard([
    staffOrder({ id: 'NOW', createdAt: at(-2) }),
    staffOrder({ id: 'DINNER', createdAt: at(-60), deliverAt: at(240), bakeFrom: at(190) }),
    staffOrder({ id: 'LUNCH', createdAt: at(-30), deliverAt: at(60), bakeFrom: at(10) }),
  ]);

  it('wait apart until their baking must start, the soonest first', () => {
    expect(sections(board, NOW)).toEqual({ queue: ['NOW'], later: ['LUNCH', 'DINNER'] });
  });

  it('join the queue on the board’s own clock when their baking must start, in the kitchen’s turn', () => {
    // Placed before the order for now, it is baked first: the kitchen's turn, as the server plans it.
    expect(sections(board, NOW + 10 * 60_000)).toEqual({ queue: ['LUNCH', 'NOW'], later: ['DINNER'] });
  });

  it('join the queue when the server lets them in, before the board’s clock says so', () => {
    const released = received(board, staffOrder({ id: 'DINNER', createdAt: at(-60), deliverAt: at(240) }));
    expect(sections(released, NOW)).toEqual({ queue: ['DINNER', 'NOW'], later: ['LUNCH'] });
  });
});
