import type { ActionsOf } from '../../store/actions.ts';
import type { Position } from './geolocation.ts';

/** SPEC §3: the customer's name, and the address lookup that `address-saga.ts` runs. */
export interface UserState {
  username: string;
  status: 'idle' | 'loading' | 'error';
  position: Position | null;
  address: string;
  error: string;
}

export const userActions = {
  named: (username: string) => ({ type: 'user/named', username }) as const,
  addressTyped: (address: string) => ({ type: 'user/addressTyped', address }) as const,
  /** 'Get Position'. */
  fetchAddress: () => ({ type: 'address/fetch' }) as const,
  positionFound: (position: Position) => ({ type: 'address/positionFound', position }) as const,
  addressFound: (address: string) => ({ type: 'address/found', address }) as const,
  addressFailed: (error: string) => ({ type: 'address/failed', error }) as const,
};

export type UserAction = ActionsOf<typeof userActions>;

const initialState: UserState = { username: '', status: 'idle', position: null, address: '', error: '' };

export function userReducer(state = initialState, action: UserAction): UserState {
  switch (action.type) {
    case 'user/named':
      return { ...state, username: action.username.trim() };
    case 'user/addressTyped':
      // A position whose lookup filled in the address (idle) stands for that address: typed over, it no longer says
      // where the order goes, and neither the rider nor the delivery area should go by it. One whose lookup failed
      // stays: the address typed then is the customer's word for where the device is.
      return { ...state, address: action.address, position: state.status === 'idle' ? null : state.position };
    case 'address/fetch':
      return { ...state, status: 'loading', error: '' };
    case 'address/positionFound':
      // Kept even if the lookup that follows fails: the rider can still find the door.
      return { ...state, position: action.position };
    case 'address/found':
      return { ...state, status: 'idle', address: action.address };
    case 'address/failed':
      return { ...state, status: 'error', error: action.error };
    default:
      return state;
  }
}
