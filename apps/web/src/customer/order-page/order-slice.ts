import type { Order } from '@chulo/api-client';
import type { PaymentMethod } from '@chulo/domain';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

/** The order on screen (/order/{id}), kept current by the live feed, and its upgrade to priority. */
export interface OrderState {
  current: Order | null;
  /** The id being looked up, if any. */
  loading: string | null;
  /** When the shop sent `current`, if it is the copy kept for when the shop cannot be reached: its last known state. */
  lastKnownAt: string | null;
  priority: { status: 'idle' | 'updating'; error: string };
  /** Paying an order awaiting payment: on the way to the wallet, or why it could not start. */
  payment: { status: 'idle' | 'paying'; error: string };
}

export const orderActions = {
  load: (id: string) => ({ type: 'order/load', id }) as const,
  /** `id` as asked for: the server may spell it otherwise. `lastKnownAt`: see OrderState. */
  loaded: (id: string, order: Order, lastKnownAt: string | null = null) => ({ type: 'order/loaded', id, order, lastKnownAt }) as const,
  /** `status`: the API's answer, when it gave one (404: no such order), which the server's page answers too. */
  notLoaded: (id: string, error: string, status?: number) => ({ type: 'order/notLoaded', id, error, status }) as const,
  /** The order page opened: follow the order live until `unfollow`. */
  follow: (id: string) => ({ type: 'order/follow', id }) as const,
  unfollow: () => ({ type: 'order/unfollow' }) as const,
  /** The server pushed a change (status, estimate, priority). */
  changed: (order: Order) => ({ type: 'order/changed', order }) as const,
  makePriority: (id: string) => ({ type: 'order/makePriority', id }) as const,
  priorityFailed: (error: string) => ({ type: 'order/priorityFailed', error }) as const,
  /** Pay an order awaiting payment: with a wallet (the browser goes there), or at the door instead. */
  pay: (id: string, method: PaymentMethod) => ({ type: 'order/pay', id, method }) as const,
  /** Paid at the door instead: the order is the kitchen's. */
  paymentChosen: (order: Order) => ({ type: 'order/paymentChosen', order }) as const,
  paymentFailed: (error: string) => ({ type: 'order/paymentFailed', error }) as const,
};

export type OrderAction = ActionsOf<typeof orderActions>;

const initialState: OrderState = { current: null, loading: null, lastKnownAt: null, priority: { status: 'idle', error: '' }, payment: { status: 'idle', error: '' } };

export function orderReducer(state = initialState, action: AppAction): OrderState {
  switch (action.type) {
    case 'order/load':
      return { ...state, loading: action.id };
    case 'order/loaded':
      return { current: action.order, loading: null, lastKnownAt: action.lastKnownAt, priority: initialState.priority, payment: initialState.payment };
    case 'order/notLoaded':
      return { ...state, loading: null };
    case 'order/changed':
      // A push for an order no longer on screen (a search moved on) changes nothing. A push is the shop's own word: no longer a copy.
      return state.current?.id === action.order.id ? { ...state, current: action.order, lastKnownAt: null } : state;
    case 'order/makePriority':
      return { ...state, priority: { status: 'updating', error: '' } };
    case 'order/priorityFailed':
      return { ...state, priority: { status: 'idle', error: action.error } };
    case 'order/pay':
      return { ...state, payment: { status: 'paying', error: '' } };
    case 'order/paymentChosen':
      return { ...state, current: action.order, lastKnownAt: null, payment: initialState.payment };
    case 'order/paymentFailed':
      return { ...state, payment: { status: 'idle', error: action.error } };
    default:
      return state;
  }
}

export const selectOrderState = (state: RootState): OrderState => state.order ?? initialState;
export const selectOrder = (state: RootState) => selectOrderState(state).current;
export const selectLastKnownAt = (state: RootState) => selectOrderState(state).lastKnownAt;
export const selectPriorityUpdate = (state: RootState) => selectOrderState(state).priority;
export const selectPaying = (state: RootState) => selectOrderState(state).payment;

/** The end of looking up order `id`, for the loader that waits on it. */
export const isOrderOutcome =
  (id: string) =>
  (action: AppAction): action is ReturnType<(typeof orderActions)['loaded' | 'notLoaded']> =>
    (action.type === 'order/loaded' || action.type === 'order/notLoaded') && action.id === id;
