import { create } from 'zustand';
import type { Position } from './geolocation.ts';

/** SPEC §3: the customer's name, and the state of the address lookup that `fetch-address.ts` runs. Memory only. */
interface UserState {
  username: string;
  status: 'idle' | 'loading' | 'error';
  position: Position | null;
  address: string;
  error: string;
  setUsername(username: string): void;
  setAddress(address: string): void;
}

export const useUserStore = create<UserState>()((set) => ({
  username: '',
  status: 'idle',
  position: null,
  address: '',
  error: '',
  setUsername: (username) => set({ username: username.trim() }),
  setAddress: (address) => set({ address }),
}));
