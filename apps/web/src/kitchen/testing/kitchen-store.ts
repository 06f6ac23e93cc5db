import type { StaffSession } from '@chulo/api-client';
import { jsonAnswer as json } from '@chulo/api-client/testing';
import { type useFakeFetch } from '../../testing/fake-fetch.ts';
import { createTestStore } from '../../testing/test-store.tsx';
import { sessionActions } from '../session/session-slice.ts';
import { kitchenFeature } from '../store/kitchen-feature.ts';

type FetchMock = ReturnType<typeof useFakeFetch>;
type StaffAnswer = (path: string, init: RequestInit) => Response | Promise<Response>;

const session = (csrfToken = 'token-1'): StaffSession => ({ username: 'maya', role: 'owner', csrfToken, expiresAt: Date.now() + 3_600_000 });
export const signedIn = (csrfToken?: string) => json(200, { status: 'success', data: session(csrfToken) });
export const signedOut = () => json(401, { status: 'fail', message: 'Please sign in to the kitchen' });

/** The kitchen's store, with its session, board, chime and sold-out flows, at `location`, with the staff API answered by `answer`. */
export function kitchenStore(fetchMock: FetchMock, answer: StaffAnswer, location = '/kitchen') {
  fetchMock.mockImplementation(async (input, init = {}) => answer(String(input), init));
  const shop = createTestStore({ location: () => location });
  shop.store.inject(kitchenFeature);
  const requests = (method: string, path: string) => fetchMock.mock.calls.filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method);
  return { ...shop, requests };
}

/** A kitchen's store already signed in, its session checked. */
export async function signedInKitchenStore(fetchMock: FetchMock, answer: StaffAnswer, location?: string) {
  const shop = kitchenStore(fetchMock, (path, init) => (path === '/api/staff/session' ? signedIn() : answer(path, init)), location);
  const found = shop.next('kitchen/sessionFound');
  shop.store.dispatch(sessionActions.checkSession());
  await found;
  return shop;
}
