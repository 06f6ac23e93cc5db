import type { StaffOrder } from '@chulo/api-client/contract';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

/** What this device did with an order's ticket: printed it, or let it pass (it was already on the board when auto-print was switched on). */
export type TicketMark = 'printed' | 'passed';

/** What this device remembers about tickets, across reloads. */
export interface TicketMemory {
  /** Every new order printed as it arrives. */
  autoPrint: boolean;
  /** By order id; only open orders are kept. */
  marks: Record<string, TicketMark>;
}

/** The board's printed tickets: the device's memory, and the ticket on the roll. */
export interface TicketsState extends TicketMemory {
  /** The ticket laid out for the printer (kept after printing, until the next); `serial` tells two prints of one order apart. */
  roll: { order: StaffOrder; serial: number } | null;
}

export const ticketActions = {
  ticketsRemembered: (memory: TicketMemory) => ({ type: 'kitchen/ticketsRemembered', memory }) as const,
  /** Staff asked for an order's ticket, or auto-print did. */
  printTicket: (order: StaffOrder) => ({ type: 'kitchen/printTicket', order }) as const,
  ticketOnRoll: (order: StaffOrder) => ({ type: 'kitchen/ticketOnRoll', order }) as const,
  /** The roll has laid out ticket `serial` and sized the page to it: it may be printed. */
  ticketReady: (serial: number) => ({ type: 'kitchen/ticketReady', serial }) as const,
  ticketPrinted: (orderId: string) => ({ type: 'kitchen/ticketPrinted', orderId }) as const,
  toggleAutoPrint: () => ({ type: 'kitchen/toggleAutoPrint' }) as const,
  /** Orders auto-print leaves to the staff: those on the board when it was switched on. */
  ticketsPassed: (orderIds: string[]) => ({ type: 'kitchen/ticketsPassed', orderIds }) as const,
};

export type TicketsAction = ActionsOf<typeof ticketActions>;

const initialState: TicketsState = { autoPrint: false, marks: {}, roll: null };

export function ticketsReducer(state = initialState, action: AppAction): TicketsState {
  switch (action.type) {
    case 'kitchen/ticketsRemembered':
      return { ...state, ...action.memory };
    case 'kitchen/ticketOnRoll':
      return { ...state, roll: { order: action.order, serial: (state.roll?.serial ?? 0) + 1 } };
    case 'kitchen/ticketPrinted':
      return { ...state, marks: { ...state.marks, [action.orderId]: 'printed' } };
    case 'kitchen/toggleAutoPrint':
      return { ...state, autoPrint: !state.autoPrint };
    case 'kitchen/ticketsPassed':
      return { ...state, marks: { ...Object.fromEntries(action.orderIds.map((id) => [id, 'passed' as const])), ...state.marks } };
    case 'kitchen/boardLoaded': {
      // Every open order is in the list: an order missing from it is closed for good, and its mark is of no more use.
      const open = new Set(action.orders.map((order) => order.id));
      return { ...state, marks: Object.fromEntries(Object.entries(state.marks).filter(([id]) => open.has(id))) };
    }
    default:
      return state;
  }
}

export const selectTickets = (state: RootState): TicketsState => state.tickets ?? initialState;

export const selectTicketMark = (orderId: string) => (state: RootState) => selectTickets(state).marks[orderId];
