import type { OrderStatus, StaffOrder } from '@chulo/api-client';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';
import { type KitchenBoard, openBoard, updateBoard } from './kitchen-board.ts';

export type FeedState = 'connecting' | 'live' | 'reconnecting';

/** The kitchen's board of open orders, its live feed and the moves under way: joins the store with the kitchen (kitchen-feature.ts). */
export interface BoardState {
  board: KitchenBoard;
  /** The number of the last live event: a list asked for before it must not undo it. */
  lastEvent: number;
  feed: FeedState;
  /** Orders on their way to another status (`to`), or why their last move failed. */
  moves: Record<string, { to: OrderStatus | null; error: string }>;
}

export const boardActions = {
  loadBoard: () => ({ type: 'kitchen/loadBoard' }) as const,
  boardLoaded: (orders: StaffOrder[]) => ({ type: 'kitchen/boardLoaded', orders }) as const,
  boardFailed: (error: string) => ({ type: 'kitchen/boardFailed', error }) as const,
  /** The staff API answered that the session has ended. */
  boardSignedOut: () => ({ type: 'kitchen/boardSignedOut' }) as const,
  /** The board opened: follow the open orders live until `unfollowBoard`. */
  followBoard: () => ({ type: 'kitchen/followBoard' }) as const,
  unfollowBoard: () => ({ type: 'kitchen/unfollowBoard' }) as const,
  feedChanged: (feed: FeedState) => ({ type: 'kitchen/feedChanged', feed }) as const,
  /** A live event, or the answer to a change made here: the order as it is now. */
  orderReceived: (order: StaffOrder, at: number) => ({ type: 'kitchen/orderReceived', order, at }) as const,
  /** Every open order, as listed after live event number `since`. */
  ordersListed: (orders: StaffOrder[], since: number, at: number) => ({ type: 'kitchen/ordersListed', orders, since, at }) as const,
  moveOrder: (order: StaffOrder, status: OrderStatus) => ({ type: 'kitchen/moveOrder', order, status }) as const,
  moveFailed: (orderId: string, error: string) => ({ type: 'kitchen/moveFailed', orderId, error }) as const,
};

export type BoardAction = ActionsOf<typeof boardActions>;

const initialState: BoardState = { board: openBoard([]), lastEvent: 0, feed: 'connecting', moves: {} };

/** The board with one order as it now is, counted as the next live event. */
function received(state: BoardState, order: StaffOrder, at: number): BoardState {
  const lastEvent = state.lastEvent + 1;
  return { ...state, lastEvent, board: updateBoard(state.board, { type: 'received', order, seq: lastEvent, at }) };
}

function withoutKey<Value>(record: Record<string, Value>, key: string): Record<string, Value> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

export function boardReducer(state = initialState, action: AppAction): BoardState {
  switch (action.type) {
    case 'kitchen/boardLoaded':
      return { ...state, board: openBoard(action.orders), lastEvent: 0, moves: {} };
    case 'kitchen/followBoard':
      return { ...state, feed: 'connecting' };
    case 'kitchen/feedChanged':
      return { ...state, feed: action.feed };
    case 'kitchen/orderReceived': {
      const next = received(state, action.order, action.at);
      return state.moves[action.order.id] ? { ...next, moves: withoutKey(state.moves, action.order.id) } : next;
    }
    case 'kitchen/ordersListed':
      return { ...state, board: updateBoard(state.board, { type: 'listed', orders: action.orders, since: action.since, at: action.at }) };
    case 'kitchen/moveOrder':
      return { ...state, moves: { ...state.moves, [action.order.id]: { to: action.status, error: '' } } };
    case 'kitchen/moveFailed':
      return { ...state, moves: { ...state.moves, [action.orderId]: { to: null, error: action.error } } };
    default:
      return state;
  }
}

/** The end of loading the board, for its loader. */
export const isBoardOutcome = (
  action: AppAction,
): action is ReturnType<(typeof boardActions)['boardLoaded' | 'boardFailed' | 'boardSignedOut']> =>
  action.type === 'kitchen/boardLoaded' || action.type === 'kitchen/boardFailed' || action.type === 'kitchen/boardSignedOut';

export const selectBoard = (state: RootState): BoardState => state.board ?? initialState;

export const selectMove = (orderId: string) => (state: RootState) => selectBoard(state).moves[orderId];
