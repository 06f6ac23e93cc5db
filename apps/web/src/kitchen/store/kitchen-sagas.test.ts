import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer as json } from '@chulo/api-client/testing';
import { FakeEventStream } from '../../testing/fake-event-stream.ts';
import { useFakeFetch } from '../../testing/fake-fetch.ts';
import { createTestStore } from '../../testing/test-store.tsx';
import { playChime } from '../orders/order-chime.ts';
import { staffOrder } from '../testing/staff-order.ts';
import { FEED_RETRY_MS } from './board-saga.ts';
import { kitchenFeature } from './kitchen-feature.ts';
import { kitchenActions, selectKitchen, selectSession } from './kitchen-slice.ts';

vi.mock('../orders/order-chime.ts', () => ({ canChime: () => true, unlockChime: vi.fn(async () => true), playChime: vi.fn() }));

const session = (csrfToken = 'token-1') => ({ username: 'maya', role: 'owner', csrfToken, expiresAt: Date.now() + 3_600_000 });
const signedIn = (csrfToken?: string) => json(200, { status: 'success', data: session(csrfToken) });
const signedOut = () => json(401, { status: 'fail', message: 'Please sign in to the kitchen' });
const ORDER = staffOrder({ id: 'RAM23456' });

/** The kitchen's store, at `location`, with the staff API answered by `answer`. */
function kitchen(fetchMock: ReturnType<typeof useFakeFetch>, answer: (path: string, init: RequestInit) => Response | Promise<Response>, location = '/kitchen') {
  fetchMock.mockImplementation(async (input, init = {}) => answer(String(input), init));
  const shop = createTestStore({ location: () => location });
  shop.store.inject(kitchenFeature);
  const requests = (method: string, path: string) => fetchMock.mock.calls.filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method);
  return { ...shop, requests };
}

/** A store already signed in, its session checked. */
async function signedInKitchen(fetchMock: ReturnType<typeof useFakeFetch>, answer: (path: string, init: RequestInit) => Response | Promise<Response>, location?: string) {
  const shop = kitchen(fetchMock, (path, init) => (path === '/api/staff/session' ? signedIn() : answer(path, init)), location);
  const found = shop.next('kitchen/sessionFound');
  shop.store.dispatch(kitchenActions.checkSession());
  await found;
  return shop;
}

describe('the staff session', () => {
  const fetchMock = useFakeFetch();

  it('asks the server once, then answers from the store', async () => {
    const { store, next, requests } = kitchen(fetchMock, () => signedIn());
    for (let check = 0; check < 2; check++) {
      const found = next('kitchen/sessionFound');
      store.dispatch(kitchenActions.checkSession());
      await found;
    }
    expect(selectSession(store.getState())).toMatchObject({ username: 'maya' });
    expect(requests('GET', '/api/staff/session')).toHaveLength(1);
  });

  it('is null when signed out, and a failed check is asked again', async () => {
    let answers = [json(500, { status: 'error', message: 'database away' }), signedOut()];
    const { store, next } = kitchen(fetchMock, () => answers.shift()!);
    const failed = next('kitchen/sessionFailed');
    store.dispatch(kitchenActions.checkSession());
    expect((await failed).error).toBe('database away');
    const found = next('kitchen/sessionFound');
    store.dispatch(kitchenActions.checkSession());
    expect((await found).session).toBeNull();
    answers = [];
  });

  it('signs in and goes on to the kitchen page asked for, once however often Enter is pressed', async () => {
    const { store, next, navigate, requests } = kitchen(fetchMock, (path) => (path === '/api/staff/login' ? signedIn() : signedOut()));
    const found = next('kitchen/sessionFound');
    store.dispatch(kitchenActions.signIn(' maya ', 'secret', '/kitchen/menu'));
    store.dispatch(kitchenActions.signIn(' maya ', 'secret', '/kitchen/menu'));
    await found;
    expect(navigate).toHaveBeenCalledWith('/kitchen/menu');
    expect(requests('POST', '/api/staff/login')).toHaveLength(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ username: 'maya', password: 'secret' });
  });

  it("says why signing in failed, in the server's words, and asks for both fields first", async () => {
    const { store, next, navigate } = kitchen(fetchMock, () => json(401, { status: 'fail', message: 'Wrong username or password' }));
    let failed = next('kitchen/signInFailed');
    store.dispatch(kitchenActions.signIn('maya', '', null));
    expect((await failed).error).toBe('Enter your username and password.');
    failed = next('kitchen/signInFailed');
    store.dispatch(kitchenActions.signIn('maya', 'wrong', null));
    expect((await failed).error).toBe('Wrong username or password');
    expect(selectKitchen(store.getState()).signIn).toEqual({ signingIn: false, error: 'Wrong username or password', attempts: 2 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs out on the server and in the page, then shows the sign-in screen', async () => {
    const { store, next, navigate, requests } = await signedInKitchen(fetchMock, () => json(200, { status: 'success', data: null }));
    const found = next('kitchen/sessionFound');
    store.dispatch(kitchenActions.signOut());
    expect((await found).session).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/kitchen/login');
    expect(new Headers(requests('POST', '/api/staff/logout')[0]![1]?.headers).get('x-csrf-token')).toBe('token-1');
  });
});

describe('moving orders', () => {
  const fetchMock = useFakeFetch();

  it('moves an order once when its button is pressed twice, and shows the answer', async () => {
    const { store, next, requests } = await signedInKitchen(fetchMock, () => json(200, { status: 'success', data: { ...ORDER, status: 'baking' } }));
    store.dispatch(kitchenActions.boardLoaded([ORDER]));
    const received = next('kitchen/orderReceived');
    store.dispatch(kitchenActions.moveOrder(ORDER, 'baking'));
    store.dispatch(kitchenActions.moveOrder(ORDER, 'baking'));
    expect(selectKitchen(store.getState()).moves[ORDER.id]).toEqual({ to: 'baking', error: '' });
    await received;
    expect(requests('PATCH', '/api/staff/orders/RAM23456')).toHaveLength(1);
    expect(selectKitchen(store.getState()).board.entries[ORDER.id]?.order.status).toBe('baking');
    expect(selectKitchen(store.getState()).moves).toEqual({});
  });

  it('renews a stale CSRF token once when another sign-in replaced the session', async () => {
    const tokens: (string | null)[] = [];
    let sessions = 0;
    const { store, next } = kitchen(fetchMock, (path, init) => {
      if (path === '/api/staff/session') return signedIn(++sessions === 1 ? 'stale' : 'fresh');
      const token = new Headers(init.headers).get('x-csrf-token');
      tokens.push(token);
      return token === 'stale' ? json(403, { status: 'fail', message: 'Please reload the page' }) : json(200, { status: 'success', data: { ...ORDER, status: 'baking' } });
    });
    const found = next('kitchen/sessionFound');
    store.dispatch(kitchenActions.checkSession());
    await found;
    const received = next('kitchen/orderReceived');
    store.dispatch(kitchenActions.moveOrder(ORDER, 'baking'));
    await received;
    expect(tokens).toEqual(['stale', 'fresh']);
  });

  it("shows the server's reason when a move is refused", async () => {
    const { store, next } = await signedInKitchen(fetchMock, () => json(409, { status: 'fail', message: 'Order #RAM23456 is delivered: it cannot become baking' }));
    const failed = next('kitchen/moveFailed');
    store.dispatch(kitchenActions.moveOrder(ORDER, 'baking'));
    await failed;
    expect(selectKitchen(store.getState()).moves[ORDER.id]).toEqual({ to: null, error: 'Order #RAM23456 is delivered: it cannot become baking' });
  });

  it('sends staff to sign in, back to where they were, when the session has ended', async () => {
    const { store, navigate } = await signedInKitchen(fetchMock, () => signedOut(), '/kitchen?status=baking');
    store.dispatch(kitchenActions.moveOrder(ORDER, 'baking'));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/kitchen/login?next=%2Fkitchen%3Fstatus%3Dbaking'));
    expect(selectKitchen(store.getState()).session).toBeNull();
  });
});

describe('the live board', () => {
  const fetchMock = useFakeFetch();
  afterEach(() => vi.useRealTimers());

  /** A signed-in board following the feed; `feed` answers GET /api/staff/events. */
  async function liveBoard(feed: (init: RequestInit) => Response, sessionAnswer: () => Response = () => signedIn()) {
    FakeEventStream.opened = [];
    const shop = kitchen(fetchMock, (path, init) => {
      if (path === '/api/staff/session') return sessionAnswer();
      if (path === '/api/staff/events') return feed(init);
      return json(200, { status: 'success', data: [ORDER] });
    });
    const found = shop.next('kitchen/sessionFound');
    shop.store.dispatch(kitchenActions.checkSession());
    await found;
    shop.store.dispatch(kitchenActions.boardLoaded([]));
    shop.store.dispatch(kitchenActions.followBoard());
    return shop;
  }

  it('lists the open orders again when the feed is ready, takes each event, and closes when the board goes', async () => {
    const { store, next } = await liveBoard((init) => new FakeEventStream(init.signal).response);
    await vi.waitFor(() => FakeEventStream.latest());
    const listed = next('kitchen/ordersListed');
    FakeEventStream.latest().emit('ready');
    await listed;
    expect(selectKitchen(store.getState()).feed).toBe('live');
    expect(Object.keys(selectKitchen(store.getState()).board.entries)).toEqual(['RAM23456']);

    const received = next('kitchen/orderReceived');
    FakeEventStream.latest().emit('order', staffOrder({ id: 'NEW23456', createdAt: new Date().toISOString() }));
    await received;
    // The listed order came in while the board was away, and the new one since: both are arrivals.
    expect(selectKitchen(store.getState()).board.arrivals).toBe(2);
    expect(playChime).toHaveBeenCalled();

    store.dispatch(kitchenActions.unfollowBoard());
    expect(FakeEventStream.latest().closed).toBe(true);
  });

  it('opens the feed again after the server refused it, while the session holds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let refusals = 1;
    const { store } = await liveBoard((init) => (refusals-- > 0 ? json(503, { status: 'error', message: 'restarting' }) : new FakeEventStream(init.signal).response));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectKitchen(store.getState()).feed).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(FEED_RETRY_MS);
    await vi.waitFor(() => expect(FakeEventStream.opened).toHaveLength(1));
  });

  it('ends on the sign-in screen when the feed was refused because the session ended', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let sessions = 0;
    const { navigate } = await liveBoard(() => signedOut(), () => (++sessions === 1 ? signedIn() : signedOut()));
    await vi.advanceTimersByTimeAsync(FEED_RETRY_MS);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/kitchen/login'));
    expect(FakeEventStream.opened).toHaveLength(0);
  });
});
