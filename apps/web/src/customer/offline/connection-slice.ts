import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

/**
 * Whether the shop can be reached, as the browser says, and whether a new version of the app is
 * waiting for the customer to reload. Starts as the server renders the page (online, no new
 * version): only the connection saga, in the browser, ever reads the device.
 */
export interface ConnectionState {
  offline: boolean;
  newVersionReady: boolean;
}

export const connectionActions = {
  /** The browser's `online`/`offline` events, and its state when the app starts. */
  changed: (offline: boolean) => ({ type: 'connection/changed', offline }) as const,
  /** A new release has installed beside the running one and waits for the customer. */
  newVersionReady: () => ({ type: 'connection/newVersionReady' }) as const,
  /** The customer chose 'Reload': the new version takes over and the page reloads onto it. */
  reloadIntoNewVersion: () => ({ type: 'connection/reloadIntoNewVersion' }) as const,
};

export type ConnectionAction = ActionsOf<typeof connectionActions>;

const initialState: ConnectionState = { offline: false, newVersionReady: false };

export function connectionReducer(state = initialState, action: AppAction): ConnectionState {
  switch (action.type) {
    case 'connection/changed':
      return { ...state, offline: action.offline };
    case 'connection/newVersionReady':
      return { ...state, newVersionReady: true };
    default:
      return state;
  }
}

export const selectConnection = (state: RootState): ConnectionState => state.connection ?? initialState;
