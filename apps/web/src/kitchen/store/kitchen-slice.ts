import type { OrderStatus, StaffOrder, StaffSession } from '@chulo/api-client';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';
import { type KitchenBoard, openBoard, updateBoard } from '../board/kitchen-board.ts';

export type FeedState = 'connecting' | 'live' | 'reconnecting';

/** What the kitchen changes on a pizza: sold out or back in stock (owners change the rest on their menu screen). */
export type PizzaEdit = { soldOut: boolean };

/** The kitchen's state: joins the store when the kitchen is first opened (kitchen-feature.ts). */
export interface KitchenState {
  /**
   * Who is signed in: undefined until asked, null when signed out. Memory only: the cookie proves
   * who it is, and the CSRF token must never outlive the page.
   */
  session: StaffSession | null | undefined;
  signIn: { signingIn: boolean; error: string; attempts: number };
  signingOut: boolean;
  board: KitchenBoard;
  /** The number of the last live event: a list asked for before it must not undo it. */
  lastEvent: number;
  feed: FeedState;
  /** Orders on their way to another status (`to`), or why their last move failed. */
  moves: Record<string, { to: OrderStatus | null; error: string }>;
  /** Menu changes being saved, just saved, or refused. */
  edits: Partial<Record<number, { saving: PizzaEdit | null; error: string }>>;
  /** The new-order sound: wanted (remembered on this device), and allowed by the browser yet. */
  sound: { wanted: boolean; unlocked: boolean };
}

export const kitchenActions = {
  checkSession: () => ({ type: 'kitchen/checkSession' }) as const,
  sessionFound: (session: StaffSession | null) => ({ type: 'kitchen/sessionFound', session }) as const,
  sessionFailed: (error: string) => ({ type: 'kitchen/sessionFailed', error }) as const,
  /** `next`: the kitchen page to go on to. */
  signIn: (username: string, password: string, next: string | null) => ({ type: 'kitchen/signIn', username, password, next }) as const,
  signInFailed: (error: string) => ({ type: 'kitchen/signInFailed', error }) as const,
  signOut: () => ({ type: 'kitchen/signOut' }) as const,
  signOutFailed: () => ({ type: 'kitchen/signOutFailed' }) as const,

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

  editPizza: (pizzaId: number, change: PizzaEdit) => ({ type: 'kitchen/editPizza', pizzaId, change }) as const,
  pizzaEdited: (pizzaId: number, change: PizzaEdit) => ({ type: 'kitchen/pizzaEdited', pizzaId, change }) as const,
  editFailed: (pizzaId: number, change: PizzaEdit, error: string) => ({ type: 'kitchen/editFailed', pizzaId, change, error }) as const,

  soundPreferred: (wanted: boolean) => ({ type: 'kitchen/soundPreferred', wanted }) as const,
  toggleSound: () => ({ type: 'kitchen/toggleSound' }) as const,
  /** A first tap or key press: the browser may let the page make sound now. */
  unlockSound: () => ({ type: 'kitchen/unlockSound' }) as const,
  soundUnlocked: (unlocked: boolean) => ({ type: 'kitchen/soundUnlocked', unlocked }) as const,
};

export type KitchenAction = ActionsOf<typeof kitchenActions>;

const initialState: KitchenState = {
  session: undefined,
  signIn: { signingIn: false, error: '', attempts: 0 },
  signingOut: false,
  board: openBoard([]),
  lastEvent: 0,
  feed: 'connecting',
  moves: {},
  edits: {},
  sound: { wanted: true, unlocked: false },
};

/** The board with one order as it now is, counted as the next live event. */
function received(state: KitchenState, order: StaffOrder, at: number): KitchenState {
  const lastEvent = state.lastEvent + 1;
  return { ...state, lastEvent, board: updateBoard(state.board, { type: 'received', order, seq: lastEvent, at }) };
}

function withoutKey<Value>(record: Record<string, Value>, key: string): Record<string, Value> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

export function kitchenReducer(state = initialState, action: AppAction): KitchenState {
  switch (action.type) {
    case 'kitchen/sessionFound':
      return {
        ...state,
        session: action.session,
        signIn: action.session ? initialState.signIn : { ...state.signIn, signingIn: false },
        signingOut: false,
      };
    case 'kitchen/signIn':
      return { ...state, signIn: { ...state.signIn, signingIn: true, error: '' } };
    case 'kitchen/signInFailed':
      return { ...state, signIn: { signingIn: false, error: action.error, attempts: state.signIn.attempts + 1 } };
    case 'kitchen/signOut':
      return { ...state, signingOut: true };
    case 'kitchen/signOutFailed':
      return { ...state, signingOut: false };
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
    case 'kitchen/editPizza':
      return { ...state, edits: { ...state.edits, [action.pizzaId]: { saving: action.change, error: '' } } };
    case 'kitchen/pizzaEdited':
      return { ...state, edits: { ...state.edits, [action.pizzaId]: { saving: null, error: '' } } };
    case 'kitchen/editFailed':
      return { ...state, edits: { ...state.edits, [action.pizzaId]: { saving: null, error: action.error } } };
    case 'kitchen/soundPreferred':
      return { ...state, sound: { ...state.sound, wanted: action.wanted } };
    case 'kitchen/toggleSound':
      return { ...state, sound: { ...state.sound, wanted: !state.sound.wanted } };
    case 'kitchen/soundUnlocked':
      return { ...state, sound: { ...state.sound, unlocked: action.unlocked } };
    default:
      return state;
  }
}

/** The end of asking who is signed in, for the loaders that wait on it. */
export const isSessionOutcome = (action: AppAction): action is ReturnType<(typeof kitchenActions)['sessionFound' | 'sessionFailed']> =>
  action.type === 'kitchen/sessionFound' || action.type === 'kitchen/sessionFailed';

/** The end of loading the board, for its loader. */
export const isBoardOutcome = (
  action: AppAction,
): action is ReturnType<(typeof kitchenActions)['boardLoaded' | 'boardFailed' | 'boardSignedOut']> =>
  action.type === 'kitchen/boardLoaded' || action.type === 'kitchen/boardFailed' || action.type === 'kitchen/boardSignedOut';

export const selectKitchen = (state: RootState): KitchenState => state.kitchen ?? initialState;

/** The session, if it is still good. */
export const selectSession = (state: RootState): StaffSession | null => {
  const { session } = selectKitchen(state);
  return session && session.expiresAt > Date.now() ? session : null;
};

export const selectEdit = (pizzaId: number) => (state: RootState) => selectKitchen(state).edits[pizzaId];

export const selectMove = (orderId: string) => (state: RootState) => selectKitchen(state).moves[orderId];
