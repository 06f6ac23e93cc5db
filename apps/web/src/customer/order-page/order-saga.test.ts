import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@chulo/api-client';
import { messages } from '@chulo/api-client/contract';
import { jsonAnswer as answer, ORDER } from '@chulo/api-client/testing';
import { LAST_KNOWN_HEADER } from '../offline/service-worker-protocol.ts';
import { FakeEventStream } from '../../testing/fake-event-stream.ts';
import { useFakeFetch } from '../../testing/fake-fetch.ts';
import { createTestStore } from '../../testing/test-store.tsx';
import { goToCheckout } from './go-to-checkout.ts';
import { FOLLOW_RETRY_MS, orderFeature } from './order-saga.ts';
import { orderActions, selectOrderState } from './order-slice.ts';

const found = (order: Order) => answer(200, { status: 'success', data: order });

// The browser leaving for the wallet's page is the one step a test cannot take.
vi.mock('./go-to-checkout.ts', () => ({ goToCheckout: vi.fn() }));

function orderPage() {
  const shop = createTestStore();
  shop.store.inject(orderFeature);
  return shop;
}

describe('the order page flows (SPEC §2, /order/{id})', () => {
  const fetchMock = useFakeFetch();
  afterEach(() => vi.useRealTimers());

  it('loads an order into the store', async () => {
    const { store, next } = orderPage();
    fetchMock.mockResolvedValueOnce(found(ORDER));
    const loaded = next('order/loaded');
    store.dispatch(orderActions.load('WF23FG66'));
    expect(selectOrderState(store.getState()).loading).toBe('WF23FG66');
    await loaded;
    expect(selectOrderState(store.getState())).toMatchObject({ current: ORDER, loading: null });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/order/WF23FG66');
  });

  it("records an unknown order with SPEC's message", async () => {
    const { store, next } = orderPage();
    fetchMock.mockResolvedValueOnce(answer(404, { status: 'fail', message: 'Order not found' }));
    const failed = next('order/notLoaded');
    store.dispatch(orderActions.load('XYZ'));
    expect(await failed).toEqual(orderActions.notLoaded('XYZ', "Couldn't find order #XYZ", 404));
    expect(selectOrderState(store.getState())).toMatchObject({ current: null, loading: null });
  });

  it('repeats no text from the address that could not be an order id', async () => {
    const { store, next } = orderPage();
    fetchMock.mockResolvedValueOnce(answer(404, { status: 'fail', message: "Couldn't find this order" }));
    const failed = next('order/notLoaded');
    store.dispatch(orderActions.load('\u202Eyap-won'));
    expect(await failed).toEqual(orderActions.notLoaded('\u202Eyap-won', "Couldn't find this order", 404));
  });

  it("marks an order the service worker answered from its copy as its last known state, until the shop's live feed speaks", async () => {
    const { store, next } = orderPage();
    const copy = found(ORDER);
    copy.headers.set(LAST_KNOWN_HEADER, '2026-11-24T05:10:00.000Z');
    fetchMock.mockResolvedValueOnce(copy);
    const loaded = next('order/loaded');
    store.dispatch(orderActions.load('WF23FG66'));
    await loaded;
    expect(selectOrderState(store.getState())).toMatchObject({ current: ORDER, lastKnownAt: '2026-11-24T05:10:00.000Z' });

    store.dispatch(orderActions.changed({ ...ORDER, status: 'delivering' }));
    expect(selectOrderState(store.getState())).toMatchObject({ current: { status: 'delivering' }, lastKnownAt: null });
  });

  it('holds a fresh answer as no copy', async () => {
    const { store, next } = orderPage();
    fetchMock.mockResolvedValueOnce(found(ORDER));
    const loaded = next('order/loaded');
    store.dispatch(orderActions.load('WF23FG66'));
    await loaded;
    expect(selectOrderState(store.getState()).lastKnownAt).toBeNull();
  });

  it('drops an older lookup when a newer one starts', async () => {
    const { store, next } = orderPage();
    fetchMock.mockImplementationOnce(() => new Promise(() => {})).mockResolvedValueOnce(found(ORDER));
    const loaded = next('order/loaded');
    store.dispatch(orderActions.load('OLD12345'));
    store.dispatch(orderActions.load('WF23FG66'));
    expect((await loaded).id).toBe('WF23FG66');
    expect(selectOrderState(store.getState()).current).toEqual(ORDER);
  });

  it('makes the order a priority and shows it as the server now has it', async () => {
    const { store, next } = orderPage();
    fetchMock.mockResolvedValueOnce(found(ORDER));
    const loaded = next('order/loaded');
    store.dispatch(orderActions.load('WF23FG66'));
    await loaded;

    const upgraded = { ...ORDER, priority: true, priorityPrice: 260 };
    fetchMock.mockResolvedValueOnce(answer(200, { status: 'success', data: upgraded })).mockResolvedValueOnce(found(upgraded));
    const reloaded = next('order/loaded');
    store.dispatch(orderActions.makePriority('WF23FG66'));
    // A second tap while the first is on its way sends nothing more.
    store.dispatch(orderActions.makePriority('WF23FG66'));
    expect(selectOrderState(store.getState()).priority.status).toBe('updating');
    await reloaded;

    expect(selectOrderState(store.getState()).current?.priority).toBe(true);
    expect(selectOrderState(store.getState()).priority).toEqual({ status: 'idle', error: '' });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual([
      'GET /api/order/WF23FG66',
      'PATCH /api/order/WF23FG66',
      'GET /api/order/WF23FG66',
    ]);
  });

  it("says 'Failed updating your order' when the upgrade fails", async () => {
    const { store, next } = orderPage();
    fetchMock.mockResolvedValueOnce(answer(500, { status: 'error', message: 'database away' }));
    const failed = next('order/priorityFailed');
    store.dispatch(orderActions.makePriority('WF23FG66'));
    await failed;
    expect(selectOrderState(store.getState()).priority).toEqual({ status: 'idle', error: 'Failed updating your order' });
  });
});

describe('following an order live', () => {
  const fetchMock = useFakeFetch();
  afterEach(() => vi.useRealTimers());

  /** The order on screen, with its feed answered by a stream the test drives. */
  async function followed() {
    const shop = orderPage();
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/events') ? new FakeEventStream(init?.signal).response : found(ORDER),
    );
    FakeEventStream.opened = [];
    const loaded = shop.next('order/loaded');
    shop.store.dispatch(orderActions.load(ORDER.id));
    await loaded;
    shop.store.dispatch(orderActions.follow(ORDER.id));
    await vi.waitFor(() => FakeEventStream.latest());
    return shop;
  }

  it('takes every change the server pushes', async () => {
    const { store } = await followed();
    expect(fetchMock).toHaveBeenCalledWith('/api/order/WF23FG66/events', expect.anything());
    FakeEventStream.latest().emit('order', { ...ORDER, status: 'baking' });
    await vi.waitFor(() => expect(selectOrderState(store.getState()).current?.status).toBe('baking'));
  });

  it('closes the connection when the page closes', async () => {
    const { store } = await followed();
    store.dispatch(orderActions.unfollow());
    expect(FakeEventStream.latest().closed).toBe(true);
  });

  it("closes one order's connection when another order's page opens", async () => {
    const { store } = await followed();
    const first = FakeEventStream.latest();
    store.dispatch(orderActions.follow('OTHER234'));
    expect(first.closed).toBe(true);
    await vi.waitFor(() => expect(FakeEventStream.opened).toHaveLength(2));
  });

  /** A store following the order, whose feed the server refuses with `status` `refusals` times, then streams. */
  function refusedFeed(status: number, refusals: number) {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    FakeEventStream.opened = [];
    fetchMock.mockImplementation(async (input, init) => {
      if (!String(input).endsWith('/events')) return found(ORDER);
      if (refusals-- > 0) return answer(status, { status: 'error', message: 'refused' });
      return new FakeEventStream(init?.signal).response;
    });
    const { store } = orderPage();
    store.dispatch(orderActions.follow(ORDER.id));
    return () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/events')).length;
  }

  it('opens the feed again after the server refused it', async () => {
    const feedRequests = refusedFeed(503, 1);
    await vi.advanceTimersByTimeAsync(FOLLOW_RETRY_MS - 1);
    expect(feedRequests()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(FakeEventStream.opened).toHaveLength(1));
    expect(feedRequests()).toBe(2);
  });

  it('stops asking for the feed of an order that is gone', async () => {
    const feedRequests = refusedFeed(404, 1);
    await vi.advanceTimersByTimeAsync(FOLLOW_RETRY_MS * 3);
    expect(feedRequests()).toBe(1);
  });
});

describe('paying an order awaiting payment', () => {
  const fetchMock = useFakeFetch();
  const awaiting: Order = { ...ORDER, status: 'awaiting-payment', payment: { method: 'khalti', paid: false, state: 'unpaid' } };

  it('goes to the wallet the shop started the payment with', async () => {
    const { store } = orderPage();
    const checkout = { provider: 'khalti', url: 'https://pay.khalti.com/?pidx=bZQLD9wRVWo4CdESSfuSsB' } as const;
    fetchMock.mockResolvedValueOnce(answer(200, { status: 'success', data: { order: awaiting, checkout } }));
    store.dispatch(orderActions.pay(ORDER.id, 'khalti'));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(checkout));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method, init?.body]).toEqual([`/api/order/${ORDER.id}/payment`, 'POST', JSON.stringify({ method: 'khalti' })]);
  });

  it('pays at the door instead: the order is the kitchen’s at once', async () => {
    const { store, next } = orderPage();
    fetchMock.mockResolvedValueOnce(answer(200, { status: 'success', data: { order: ORDER } }));
    const chosen = next('order/paymentChosen');
    store.dispatch(orderActions.pay(ORDER.id, 'cash'));
    expect(selectOrderState(store.getState()).payment.status).toBe('paying');
    await chosen;
    expect(selectOrderState(store.getState())).toMatchObject({ current: ORDER, payment: { status: 'idle', error: '' } });
  });

  it('says the shop’s sentence when the wallet does not answer', async () => {
    const { store, next } = orderPage();
    fetchMock.mockResolvedValueOnce(answer(503, { status: 'error', message: messages.PROVIDER_UNAVAILABLE }));
    const failed = next('order/paymentFailed');
    store.dispatch(orderActions.pay(ORDER.id, 'esewa'));
    expect(await failed).toEqual(orderActions.paymentFailed(messages.PROVIDER_UNAVAILABLE));
  });
});
