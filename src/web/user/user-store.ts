import { create } from 'zustand';
import { reverseGeocode } from '../lib/api.ts';
import { buildAddress } from './address.ts';
import { currentPosition, type Position } from './geolocation.ts';

/** SPEC §3 and §4: the user's name and the address lookup. Memory only. */
interface UserState {
  username: string;
  status: 'idle' | 'loading' | 'error';
  position: Position | null;
  address: string;
  error: string;
  setUsername(username: string): void;
  setAddress(address: string): void;
  fetchAddress(): Promise<void>;
}

export const useUserStore = create<UserState>()((set, get) => ({
  username: '',
  status: 'idle',
  position: null,
  address: '',
  error: '',
  setUsername: (username) => set({ username: username.trim() }),
  setAddress: (address) => set({ address }),
  fetchAddress: async () => {
    if (get().status === 'loading') return;
    set({ status: 'loading', error: '' });
    try {
      const position = await currentPosition();
      // Kept even if the lookup below fails: the rider can still find the door.
      set({ position });
      const parts = await reverseGeocode(position.latitude, position.longitude);
      set({ status: 'idle', address: buildAddress(parts) });
    } catch (error) {
      console.error('[address] lookup failed', error);
      set({ status: 'error', error: error instanceof Error ? error.message : String(error) });
    }
  },
}));
