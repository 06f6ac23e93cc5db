import type { HistoryEntry } from '@chulo/api-client/contract';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

/** How many changes a page holds. */
export const HISTORY_PAGE = 50;

export interface HistoryState {
  /** Newest first. */
  entries: HistoryEntry[];
  loadingMore: boolean;
  /** Every change is listed: the last page was not full. */
  complete: boolean;
  error: string;
}

export const historyActions = {
  load: () => ({ type: 'history/load' }) as const,
  loadMore: () => ({ type: 'history/loadMore' }) as const,
  /** A page, newest first; `first` starts the list afresh. */
  loaded: (entries: HistoryEntry[], first: boolean) => ({ type: 'history/loaded', entries, first }) as const,
  loadFailed: (error: string) => ({ type: 'history/loadFailed', error }) as const,
};

export type HistoryAction = ActionsOf<typeof historyActions>;

const initialState: HistoryState = { entries: [], loadingMore: false, complete: false, error: '' };

export function historyReducer(state = initialState, action: AppAction): HistoryState {
  switch (action.type) {
    case 'history/loadMore':
      return { ...state, loadingMore: true, error: '' };
    case 'history/loaded':
      return {
        entries: action.first ? action.entries : [...state.entries, ...action.entries],
        loadingMore: false,
        complete: action.entries.length < HISTORY_PAGE,
        error: '',
      };
    case 'history/loadFailed':
      return { ...state, loadingMore: false, error: action.error };
    default:
      return state;
  }
}

export const isHistoryOutcome = (action: AppAction): action is ReturnType<(typeof historyActions)['loaded' | 'loadFailed']> =>
  action.type === 'history/loaded' || action.type === 'history/loadFailed';

export const selectHistory = (state: RootState): HistoryState => state.history ?? initialState;
