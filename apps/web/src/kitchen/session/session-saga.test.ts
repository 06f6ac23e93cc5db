import { describe, expect, it } from 'vitest';
import { jsonAnswer as json } from '@chulo/api-client/testing';
import { useFakeFetch } from '../../testing/fake-fetch.ts';
import { kitchenStore, signedIn, signedInKitchenStore, signedOut } from '../testing/kitchen-store.ts';
import { selectSession, selectSessionState, sessionActions } from './session-slice.ts';

describe('the staff session', () => {
  const fetchMock = useFakeFetch();

  it('asks the server once, then answers from the store', async () => {
    const { store, next, requests } = kitchenStore(fetchMock, () => signedIn());
    for (let check = 0; check < 2; check++) {
      const found = next('kitchen/sessionFound');
      store.dispatch(sessionActions.checkSession());
      await found;
    }
    expect(selectSession(store.getState())).toMatchObject({ username: 'maya' });
    expect(requests('GET', '/api/staff/session')).toHaveLength(1);
  });

  it('is null when signed out, and a failed check is asked again', async () => {
    let answers = [json(500, { status: 'error', message: 'database away' }), signedOut()];
    const { store, next } = kitchenStore(fetchMock, () => answers.shift()!);
    const failed = next('kitchen/sessionFailed');
    store.dispatch(sessionActions.checkSession());
    expect((await failed).error).toBe('database away');
    const found = next('kitchen/sessionFound');
    store.dispatch(sessionActions.checkSession());
    expect((await found).session).toBeNull();
    answers = [];
  });

  it('signs in and goes on to the kitchen page asked for, once however often Enter is pressed', async () => {
    const { store, next, navigate, requests } = kitchenStore(fetchMock, (path) => (path === '/api/staff/login' ? signedIn() : signedOut()));
    const found = next('kitchen/sessionFound');
    store.dispatch(sessionActions.signIn(' maya ', 'secret', '/kitchen/menu'));
    store.dispatch(sessionActions.signIn(' maya ', 'secret', '/kitchen/menu'));
    await found;
    expect(navigate).toHaveBeenCalledWith('/kitchen/menu');
    expect(requests('POST', '/api/staff/login')).toHaveLength(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ username: 'maya', password: 'secret' });
  });

  it("says why signing in failed, in the server's words, and asks for both fields first", async () => {
    const { store, next, navigate } = kitchenStore(fetchMock, () => json(401, { status: 'fail', message: 'Wrong username or password' }));
    let failed = next('kitchen/signInFailed');
    store.dispatch(sessionActions.signIn('maya', '', null));
    expect((await failed).error).toBe('Enter your username and password.');
    failed = next('kitchen/signInFailed');
    store.dispatch(sessionActions.signIn('maya', 'wrong', null));
    expect((await failed).error).toBe('Wrong username or password');
    expect(selectSessionState(store.getState()).signIn).toEqual({ signingIn: false, error: 'Wrong username or password', attempts: 2 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs out on the server and in the page, then shows the sign-in screen', async () => {
    const { store, next, navigate, requests } = await signedInKitchenStore(fetchMock, () => json(200, { status: 'success', data: null }));
    const found = next('kitchen/sessionFound');
    store.dispatch(sessionActions.signOut());
    expect((await found).session).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/kitchen/login');
    expect(new Headers(requests('POST', '/api/staff/logout')[0]![1]?.headers).get('x-csrf-token')).toBe('token-1');
  });
});
