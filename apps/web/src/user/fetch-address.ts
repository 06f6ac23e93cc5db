import { reverseGeocode } from '@chulo/api-client';
import { api } from '../lib/api-client.ts';
import { buildAddress } from '@chulo/domain';
import { currentPosition } from './geolocation.ts';
import { useUserStore } from './user-store.ts';

/** SPEC §4, address lookup: idle, then loading, then idle with position and address filled, or error. */
export async function fetchAddress(): Promise<void> {
  const { getState, setState } = useUserStore;
  if (getState().status === 'loading') return;
  setState({ status: 'loading', error: '' });
  try {
    const position = await currentPosition();
    // Kept even if the lookup below fails: the rider can still find the door.
    setState({ position });
    const parts = await reverseGeocode(api, position);
    setState({ status: 'idle', address: buildAddress(parts) });
  } catch (error) {
    console.error('[address] lookup failed', error);
    setState({ status: 'error', error: error instanceof Error ? error.message : String(error) });
  }
}
