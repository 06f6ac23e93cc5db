import { type Action, applyMiddleware, combineReducers, compose, legacy_createStore as createStore, type Reducer, type Store } from 'redux';
import createSagaMiddleware, { END, type EventChannel, type Saga, type Task } from 'redux-saga';
import { take } from 'redux-saga/effects';
import type { ApiConnection } from '@chulo/api-client';
import { cartReducer, type CartAction } from '../customer/cart/cart-slice.ts';
import type { HistoryAction, HistoryState } from '../kitchen/history/history-slice.ts';
import type { PhoneOrderAction, PhoneOrderState } from '../kitchen/phone-orders/phone-order-slice.ts';
import type { PizzasAction, PizzasState } from '../kitchen/pizzas/pizzas-slice.ts';
import type { ChoicesAction, ChoicesState } from '../kitchen/choices/choices-slice.ts';
import type { SalesAction, SalesState } from '../kitchen/sales/sales-slice.ts';
import type { ShopSettingsAction, ShopSettingsState } from '../kitchen/shop/shop-slice.ts';
import type { StaffAccountsAction, StaffAccountsState } from '../kitchen/staff/staff-slice.ts';
import type { BoardAction, BoardState } from '../kitchen/board/board-slice.ts';
import type { ChimeAction, ChimeState } from '../kitchen/board/chime-slice.ts';
import type { TicketsAction, TicketsState } from '../kitchen/tickets/ticket-slice.ts';
import type { MenuEditsAction, MenuEditsState } from '../kitchen/menu/menu-edits-slice.ts';
import type { PacingAction, PacingState } from '../kitchen/pacing/pacing-slice.ts';
import type { SessionAction, SessionState } from '../kitchen/session/session-slice.ts';
import type { ScreenAction } from '../router/screen-shown.ts';
import type { ConnectionAction, ConnectionState } from '../customer/offline/connection-slice.ts';
import { menuSaga } from '../customer/menu/menu-saga.ts';
import { menuReducer, type MenuAction } from '../customer/menu/menu-slice.ts';
import type { CheckoutAction, CheckoutState } from '../customer/checkout/checkout-slice.ts';
import type { OrderAction, OrderState } from '../customer/order-page/order-slice.ts';
import type { ShopAction, ShopState } from '../customer/shop-status/shop-status-slice.ts';
import type { Position } from '../customer/user/geolocation.ts';
import { userReducer, type UserAction } from '../customer/user/user-slice.ts';

/** What every saga may ask for with `getContext`: the outside world, so a test can hand in its own. */
export interface SagaContext {
  api: ApiConnection;
  /** The device's position (browser geolocation). */
  locate: () => Promise<Position>;
  /** Moves the app to another screen; set once the router exists (start-app.tsx). */
  navigate: (to: string) => void;
  /** Where the app is: path and query. */
  location: () => string;
  /**
   * Each time the network is back, for a flow waiting for it; the browser's `online` event unless
   * given (lib/network-returns.ts, which the order form's code brings: no screen before it needs it).
   */
  networkReturns?: () => EventChannel<'online'>;
}

/** What every screen needs, there from the first on (SPEC §3 and §4). Memory only: a reload starts afresh. */
const firstReducers = {
  user: userReducer,
  cart: cartReducer,
  menu: menuReducer,
};

/**
 * What only some screens need joins the store with their code (`Feature.reducers`): the order
 * page's order, the order being placed, and the kitchen, which customers never download.
 */
interface LaterSlices {
  order: OrderState;
  checkout: CheckoutState;
  /** Whether the shop takes orders now, and where it delivers: the order form's; its phone: the order page's. */
  shop: ShopState;
  /** The kitchen's: who is signed in, the board of orders, its chime, its printed tickets, and the sold-out switches being saved. */
  staffSession: SessionState;
  board: BoardState;
  chime: ChimeState;
  tickets: TicketsState;
  menuEdits: MenuEditsState;
  /** The kitchen's pace, busy or online orders paused, as the board's feed tells it. */
  pacing: PacingState;
  /** The back office's screens, each with its own code (owners only, but for the kitchen's sold-out switches). */
  pizzas: PizzasState;
  /** The shop's sizes, crusts and extras: owners run them, the kitchen marks them sold out. */
  choices: ChoicesState;
  staffAccounts: StaffAccountsState;
  shopSettings: ShopSettingsState;
  sales: SalesState;
  history: HistoryState;
  /** The order a member of staff is taking by phone, kept apart from any customer's cart. */
  phoneOrder: PhoneOrderState;
  /** Offline or not, and a new version waiting: the browser's alone, started once the page has loaded. */
  connection: ConnectionState;
}

export type RootState = { [Slice in keyof typeof firstReducers]: ReturnType<(typeof firstReducers)[Slice]> } & Partial<LaterSlices>;

export type AppAction =
  | UserAction
  | CartAction
  | MenuAction
  | OrderAction
  | CheckoutAction
  | ShopAction
  | SessionAction
  | BoardAction
  | ChimeAction
  | TicketsAction
  | MenuEditsAction
  | PacingAction
  | PizzasAction
  | ChoicesAction
  | StaffAccountsAction
  | ShopSettingsAction
  | SalesAction
  | HistoryAction
  | PhoneOrderAction
  | ScreenAction
  | ConnectionAction;

/** A screen's flows, started when the screen's code first loads; `reducers` add the state only it uses. */
export interface Feature {
  name: string;
  saga: Saga<[]>;
  reducers?: { [Slice in keyof LaterSlices]?: Reducer<LaterSlices[Slice], AppAction> };
}

export interface AppStore extends Store<RootState, AppAction> {
  /** Starts a feature once, however many times its screens load. */
  inject(feature: Feature): void;
  /** Runs a saga beside the app's, for a router loader to wait on. */
  run<Result>(saga: Saga<[]>): Task<Result>;
  setContext(context: Partial<SagaContext>): void;
  /**
   * Ends every flow (redux-saga's `END`) and resolves once all have finished: the server's store,
   * made for one page, when that page's loaders are done and before it renders.
   */
  close(): Promise<void>;
}

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose;
  }
}

/**
 * The root reducer of the slices whose code has arrived. A slice the server handed over before its
 * code (the order page's order, rendered by the server) waits in the state as it came, and its
 * reducer takes it from there when it joins.
 */
function rootReducer(reducers: Record<string, Reducer<unknown, AppAction>>): Reducer<RootState, AppAction> {
  const known = combineReducers(reducers);
  const names = Object.keys(reducers) as (keyof RootState)[];
  return (state, action) => {
    const slices = state && (Object.fromEntries(names.map((slice) => [slice, state[slice]])) as RootState);
    const next = known(slices, action) as RootState;
    // The same state when no slice changed, as combineReducers answers, so that nothing re-renders for nothing.
    return state && names.every((slice) => next[slice] === state[slice]) ? state : { ...state, ...next };
  };
}

export interface StoreOptions {
  /** The state the server rendered the page from, for the browser to continue from. */
  preloadedState?: RootState;
}

export function createAppStore(
  context: Omit<SagaContext, 'navigate' | 'location'> & Partial<SagaContext>,
  { preloadedState }: StoreOptions = {},
): AppStore {
  const sagaMiddleware = createSagaMiddleware({
    context: { navigate: () => {}, location: () => '/', ...context } satisfies SagaContext,
  });
  // Redux DevTools in development builds only: production's bundle drops this branch and never looks for the extension.
  const composeEnhancers = (import.meta.env.DEV && globalThis.window?.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;
  let reducers: Record<string, Reducer<unknown, AppAction>> = firstReducers as Record<string, Reducer<unknown, AppAction>>;
  const store = createStore(rootReducer(reducers), preloadedState, composeEnhancers(applyMiddleware(sagaMiddleware)));
  const flows: Task[] = [sagaMiddleware.run(menuSaga)];

  const started = new Set<string>();
  return {
    ...store,
    inject({ name, saga, reducers: added }) {
      if (started.has(name)) return;
      started.add(name);
      if (added) {
        reducers = { ...reducers, ...(added as Record<string, Reducer<unknown, AppAction>>) };
        store.replaceReducer(rootReducer(reducers));
      }
      flows.push(sagaMiddleware.run(saga));
    },
    run: (saga) => sagaMiddleware.run(saga),
    setContext: (changes) => sagaMiddleware.setContext(changes),
    async close() {
      store.dispatch(END as unknown as AppAction);
      await Promise.all(flows.map((flow) => flow.toPromise()));
    },
  };
}

/**
 * How a router loader waits for a saga: resolves with the first action `isOutcome` accepts,
 * or rejects when `signal` aborts (the router moved on). Call it before dispatching the
 * request, so that an outcome dispatched at once is not missed.
 */
export function nextAction<Outcome extends AppAction>(
  store: AppStore,
  isOutcome: (action: AppAction) => action is Outcome,
  signal: AbortSignal,
): Promise<Outcome> {
  const waiting = store.run<Outcome>(function* waitForOutcome() {
    // Every action this store sees is an AppAction (redux's own start-up actions match no outcome).
    return (yield take((action: Action) => isOutcome(action as AppAction))) as Outcome;
  });
  const stop = () => waiting.cancel();
  signal.addEventListener('abort', stop, { once: true });
  return new Promise<Outcome>((resolve, reject) => {
    waiting.toPromise().then((outcome: Outcome | undefined) => {
      signal.removeEventListener('abort', stop);
      if (waiting.isCancelled()) reject(signal.reason);
      else resolve(outcome as Outcome);
    }, reject);
  });
}
