import type { SalesReport } from '@chulo/api-client/contract';
import type { SalesRange } from '@chulo/api-client/staff';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

export interface SalesState {
  /** The days asked for last. */
  range: SalesRange | null;
  report: SalesReport | null;
  /** Where the browser downloads the report's orders as CSV. */
  csvUrl: string;
  loading: boolean;
  error: string;
}

export const salesActions = {
  load: (range: SalesRange) => ({ type: 'sales/load', range }) as const,
  loaded: (report: SalesReport, csvUrl: string) => ({ type: 'sales/loaded', report, csvUrl }) as const,
  loadFailed: (error: string) => ({ type: 'sales/loadFailed', error }) as const,
};

export type SalesAction = ActionsOf<typeof salesActions>;

const initialState: SalesState = { range: null, report: null, csvUrl: '', loading: false, error: '' };

export function salesReducer(state = initialState, action: AppAction): SalesState {
  switch (action.type) {
    case 'sales/load':
      return { ...state, range: action.range, loading: true, error: '' };
    case 'sales/loaded':
      return { ...state, report: action.report, csvUrl: action.csvUrl, loading: false };
    case 'sales/loadFailed':
      return { ...state, loading: false, error: action.error };
    default:
      return state;
  }
}

export const isSalesOutcome = (action: AppAction): action is ReturnType<(typeof salesActions)['loaded' | 'loadFailed']> =>
  action.type === 'sales/loaded' || action.type === 'sales/loadFailed';

export const selectSales = (state: RootState): SalesState => state.sales ?? initialState;
