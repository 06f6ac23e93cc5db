import type { Action } from 'redux';
import type { Channel, SagaIterator } from 'redux-saga';
import { actionChannel, all, call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { type BoardState, selectBoard } from '../board/board-slice.ts';
import { boardSections } from '../board/kitchen-board.ts';
import { rememberedTickets, rememberTickets } from './ticket-memory.ts';
import { ticketActions, type TicketsState, selectTickets } from './ticket-slice.ts';

/** How long the roll may take to lay a ticket out; past it the board has closed, and the ticket is not printed. */
export const ROLL_WAIT_MS = 5_000;

/**
 * The browser's print of the page, which the roll has made the ticket alone. In a kitchen's
 * Chromium started with `--kiosk-printing` it goes to the default printer without a dialog.
 */
const printPage = () => window.print();

type PrintRequest = ReturnType<typeof ticketActions.printTicket>;

const readyFor = (serial: number) => (action: Action) =>
  action.type === 'kitchen/ticketReady' && (action as ReturnType<typeof ticketActions.ticketReady>).serial === serial;

/** One ticket on the roll, printed once the roll has laid it out and sized the page to it. */
function* printTicket({ order }: PrintRequest): SagaIterator {
  yield put(ticketActions.ticketOnRoll(order));
  const { roll }: TicketsState = yield select(selectTickets);
  const serial = roll!.serial;
  const { ready } = yield race({
    ready: take(readyFor(serial)),
    closed: delay(ROLL_WAIT_MS),
  });
  if (!ready) return;
  yield call(printPage);
  yield put(ticketActions.ticketPrinted(order.id));
}

/** Tickets in turn: the roll holds one at a time, and a burst of orders prints one after another. */
function* printInTurn(): SagaIterator {
  const requests: Channel<PrintRequest> = yield actionChannel('kitchen/printTicket');
  for (;;) yield call(printTicket, yield take(requests));
}

/**
 * The open orders waiting to be started, in the kitchen's turn. An order for later is not among them
 * until it joins the queue: its ticket prints when the kitchen must start it, not hours before.
 */
const waitingOrders = (board: BoardState['board']) => boardSections(board, Date.now()).queue.filter(({ order }) => order.status === 'preparing');

/**
 * While auto-print is on, every order waiting on the board that this device has neither printed
 * nor let pass is printed: each new one from the live feed, and those placed while the board was
 * away (a reload, a lost connection), once, even across reloads.
 */
function* autoPrint(): SagaIterator {
  const asked = new Set<string>();
  yield takeEvery(['kitchen/boardLoaded', 'kitchen/orderReceived', 'kitchen/ordersListed'], function* printNew(): SagaIterator {
    const { autoPrint: on, marks }: TicketsState = yield select(selectTickets);
    if (!on) return;
    const { board }: BoardState = yield select(selectBoard);
    // Another window of this device may have printed it meanwhile.
    const elsewhere: Record<string, unknown> = (yield call(rememberedTickets)).marks;
    for (const { order } of waitingOrders(board)) {
      if (marks[order.id] || elsewhere[order.id] || asked.has(order.id)) continue;
      asked.add(order.id);
      yield put(ticketActions.printTicket(order));
    }
  });
}

/** Switched on, auto-print leaves the orders already on the board to the staff: it prints what comes next. */
function* switchAutoPrint(): SagaIterator {
  const { autoPrint: on }: TicketsState = yield select(selectTickets);
  if (!on) return;
  const { board }: BoardState = yield select(selectBoard);
  yield put(ticketActions.ticketsPassed(Object.keys(board.entries)));
}

function* remember(): SagaIterator {
  const { autoPrint: on, marks }: TicketsState = yield select(selectTickets);
  yield call(rememberTickets, { autoPrint: on, marks });
}

export function* ticketsSaga(): SagaIterator {
  yield put(ticketActions.ticketsRemembered(rememberedTickets()));
  yield all([
    call(printInTurn),
    call(autoPrint),
    takeEvery('kitchen/toggleAutoPrint', switchAutoPrint),
    takeEvery(['kitchen/ticketPrinted', 'kitchen/ticketsPassed', 'kitchen/toggleAutoPrint', 'kitchen/boardLoaded'], remember),
  ]);
}
