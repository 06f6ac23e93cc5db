import type { NewStaffAccount, StaffAccount, StaffAccountChange } from '@chulo/api-client/contract';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

/** One account's change on its way, what the last one did, or why it failed. */
export interface AccountWork {
  busy: boolean;
  error: string;
  /** What the last change did, said once: "New password set". */
  done: string;
}

export interface StaffAccountsState {
  accounts: StaffAccount[];
  work: Record<string, AccountWork>;
  adding: { busy: boolean; error: string; added: number };
}

export const staffAccountsActions = {
  load: () => ({ type: 'staffAccounts/load' }) as const,
  loaded: (accounts: StaffAccount[]) => ({ type: 'staffAccounts/loaded', accounts }) as const,
  loadFailed: (error: string) => ({ type: 'staffAccounts/loadFailed', error }) as const,
  add: (account: NewStaffAccount) => ({ type: 'staffAccounts/add', account }) as const,
  added: (account: StaffAccount) => ({ type: 'staffAccounts/added', account }) as const,
  addFailed: (error: string) => ({ type: 'staffAccounts/addFailed', error }) as const,
  change: (username: string, change: StaffAccountChange) => ({ type: 'staffAccounts/change', username, change }) as const,
  changed: (account: StaffAccount, done: string) => ({ type: 'staffAccounts/changed', account, done }) as const,
  remove: (username: string) => ({ type: 'staffAccounts/remove', username }) as const,
  removed: (username: string) => ({ type: 'staffAccounts/removed', username }) as const,
  failed: (username: string, error: string) => ({ type: 'staffAccounts/failed', username, error }) as const,
};

export type StaffAccountsAction = ActionsOf<typeof staffAccountsActions>;

const initialState: StaffAccountsState = { accounts: [], work: {}, adding: { busy: false, error: '', added: 0 } };
const idle: AccountWork = { busy: false, error: '', done: '' };

const working = (state: StaffAccountsState, username: string, work: AccountWork): StaffAccountsState => ({ ...state, work: { ...state.work, [username]: work } });

export function staffAccountsReducer(state = initialState, action: AppAction): StaffAccountsState {
  switch (action.type) {
    case 'staffAccounts/loaded':
      return { ...state, accounts: action.accounts, work: {} };
    case 'staffAccounts/add':
      return { ...state, adding: { ...state.adding, busy: true, error: '' } };
    case 'staffAccounts/added':
      return { ...state, accounts: [...state.accounts, action.account], adding: { busy: false, error: '', added: state.adding.added + 1 } };
    case 'staffAccounts/addFailed':
      return { ...state, adding: { ...state.adding, busy: false, error: action.error } };
    case 'staffAccounts/change':
    case 'staffAccounts/remove':
      return working(state, action.username, { ...idle, busy: true });
    case 'staffAccounts/changed': {
      const { account, done } = action;
      const accounts = state.accounts.map((candidate) => (candidate.username === account.username ? account : candidate));
      return working({ ...state, accounts }, account.username, { ...idle, done });
    }
    case 'staffAccounts/removed':
      return { ...state, accounts: state.accounts.filter(({ username }) => username !== action.username) };
    case 'staffAccounts/failed':
      return working(state, action.username, { ...idle, error: action.error });
    default:
      return state;
  }
}

export const isStaffAccountsOutcome = (action: AppAction): action is ReturnType<(typeof staffAccountsActions)['loaded' | 'loadFailed']> =>
  action.type === 'staffAccounts/loaded' || action.type === 'staffAccounts/loadFailed';

export const selectStaffAccounts = (state: RootState): StaffAccountsState => state.staffAccounts ?? initialState;
export const selectAccountWork = (username: string) => (state: RootState) => selectStaffAccounts(state).work[username] ?? idle;
