import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventStream } from '../../testing/fake-event-stream.ts';
import { jsonAnswer as json } from '@chulo/api-client/testing';
import { useFakeFetch } from '../../testing/fake-fetch.ts';
import { selectSessionState, sessionActions } from '../session/session-slice.ts';
import { kitchenStore, signedIn, signedInKitchenStore, signedOut } from '../testing/kitchen-store.ts';
import { staffOrder } from '../testing/staff-order.ts';
import { FEED_RETRY_MS } from './board-saga.ts';
import { boardActions, selectBoard } from './board-slice.ts';
import { playChime } from './order-chime.ts';

vi.mock('./order-chime.ts', () => ({ canChime: () => true, unlockChime: vi.fn(async () => true), playChime: vi.fn() }));

const ORDER = staffOrder({ id: 'RAM23456' });

describe('moving orders', () => {
  const fetchMock = useFakeFetch();

  it('moves an order once when its button is pressed twice, and shows the answer', async () => {
    const { store, next, requests } = await signedInKitchenStore(fetchMock, () => json(200, { status: 'success', data: { ...ORDER, status: 'baking' } }));
    store.dispatch(boardActions.boardLoaded([ORDER]));
    const received = next('kitchen/orderReceived');
    store.dispatch(boardActions.moveOrder(ORDER, 'baking'));
    store.dispatch(boardActions.moveOrder(ORDER, 'baking'));
    expect(selectBoard(store.getState()).moves[ORDER.id]).toEqual({ to: 'baking', error: '' });
    await received;
    expect(requests('PATCH', '/api/staff/orders/RAM23456')).toHaveLength(1);
    expect(selectBoard(store.getState()).board.entries[ORDER.id]?.order.status).toBe('baking');
    expect(selectBoard(store.getState()).moves).toEqual({});
  });

  it('renews a stale CSRF token once when another sign-in replaced the session', async () => {
    const tokens: (string | null)[] = [];
    let sessions = 0;
    const { store, next } = kitchenStore(fetchMock, (path, init) => {
      if (path === '/api/staff/session') return signedIn(++sessions === 1 ? 'stale' : 'fresh');
      const token = new Headers(init.headers).get('x-csrf-token');
      tokens.push(token);
      return token === 'stale' ? json(403, { status: 'fail', message: 'Please reload the page' }) : json(200, { status: 'success', data: { ...ORDER, status: 'baking' } });
    });
    const found = next('kitchen/sessionFound');
    store.dispatch(sessionActions.checkSession());
    await found;
    const received = next('kitchen/orderReceived');
    store.dispatch(boardActions.moveOrder(ORDER, 'baking'));
    await received;
    expect(tokens).toEqual(['stale', 'fresh']);
  });

  it("shows the server's reason when a move is refused", async () => {
    const { store, next } = await signedInKitchenStore(fetchMock, () => json(409, { status: 'fail', message: 'Order #RAM23456 is delivered: it cannot become baking' }));
    const failed = next('kitchen/moveFailed');
    store.dispatch(boardActions.moveOrder(ORDER, 'baking'));
    await failed;
    expect(selectBoard(store.getState()).moves[ORDER.id]).toEqual({ to: null, error: 'Order #RAM23456 is delivered: it cannot become baking' });
  });

  it('sends staff to sign in, back to where they were, when the session has ended', async () => {
    const { store, navigate } = await signedInKitchenStore(fetchMock, () => signedOut(), '/kitchen?status=baking');
    store.dispatch(boardActions.moveOrder(ORDER, 'baking'));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/kitchen/login?next=%2Fkitchen%3Fstatus%3Dbaking'));
    expect(selectSessionState(store.getState()).session).toBeNull();
  });
});

describe('the live board', () => {
  const fetchMock = useFakeFetch();
  afterEach(() => vi.useRealTimers());

  /** A signed-in board following the feed; `feed` answers GET /api/staff/events. */
  async function liveBoard(feed: (init: RequestInit) => Response, sessionAnswer: () => Response = () => signedIn()) {
    FakeEventStream.opened = [];
    const shop = kitchenStore(fetchMock, (path, init) => {
      if (path === '/api/staff/session') return sessionAnswer();
      if (path === '/api/staff/events') return feed(init);
      return json(200, { status: 'success', data: [ORDER] });
    });
    const found = shop.next('kitchen/sessionFound');
    shop.store.dispatch(sessionActions.checkSession());
    await found;
    shop.store.dispatch(boardActions.boardLoaded([]));
    shop.store.dispatch(boardActions.followBoard());
    return shop;
  }

  it('lists the open orders again when the feed is ready, takes each event, and closes when the board goes', async () => {
    const { store, next } = await liveBoard((init) => new FakeEventStream(init.signal).response);
    await vi.waitFor(() => FakeEventStream.latest());
    const listed = next('kitchen/ordersListed');
    FakeEventStream.latest().emit('ready');
    await listed;
    expect(selectBoard(store.getState()).feed).toBe('live');
    expect(Object.keys(selectBoard(store.getState()).board.entries)).toEqual(['RAM23456']);

    const received = next('kitchen/orderReceived');
    FakeEventStream.latest().emit('order', staffOrder({ id: 'NEW23456', createdAt: new Date().toISOString() }));
    await received;
    // The listed order came in while the board was away, and the new one since: both are arrivals.
    expect(selectBoard(store.getState()).board.arrivals).toBe(2);
    expect(playChime).toHaveBeenCalled();

    store.dispatch(boardActions.unfollowBoard());
    expect(FakeEventStream.latest().closed).toBe(true);
  });

  it('opens the feed again after the server refused it, while the session holds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let refusals = 1;
    const { store } = await liveBoard((init) => (refusals-- > 0 ? json(503, { status: 'error', message: 'restarting' }) : new FakeEventStream(init.signal).response));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectBoard(store.getState()).feed).toBe('reconnecting');
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
