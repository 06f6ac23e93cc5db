import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from '@chulo/api-client/testing';
import { checkoutStore, idempotencyKeys, orderForm, placedAnswer } from '../../testing/checkout-store.ts';
import { useFakeFetch } from '../../testing/fake-fetch.ts';
import { checkoutActions, selectCheckout } from './checkout-slice.ts';
import { ANSWER_TIMEOUT_MS } from './retry-schedule.ts';

const lostOnTheWay = () => new TypeError('Failed to fetch');

describe('an order that gets no answer waits for the network', () => {
  const fetchMock = useFakeFetch();
  // The retry schedule's clock is the test's: nothing is sent again unless the test lets the time pass.
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** Submits the order form's order, whose first sending the network loses; answers once the form waits for the network. */
  async function submitIntoLostNetwork(shop: ReturnType<typeof checkoutStore>) {
    const waiting = shop.next('order/waitingForNetwork');
    shop.store.dispatch(checkoutActions.submit(orderForm()));
    await waiting;
  }

  it('keeps the order and the cart, sends it again with the same key when the network is back, and opens its page', async () => {
    const shop = checkoutStore();
    fetchMock.mockRejectedValueOnce(lostOnTheWay()).mockResolvedValueOnce(placedAnswer('WF23FG66'));
    await submitIntoLostNetwork(shop);
    expect(selectCheckout(shop.store.getState())).toMatchObject({ status: 'waitingForNetwork', errors: {} });
    expect(shop.store.getState().cart.items).toHaveLength(1);

    const placed = shop.next('order/placed');
    shop.comeBack();
    await placed;

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [firstKey, retryKey] = idempotencyKeys(fetchMock.mock.calls);
    expect(retryKey).toBe(firstKey);
    expect(fetchMock.mock.calls[1]![1]?.body).toBe(fetchMock.mock.calls[0]![1]?.body);
    expect(shop.navigate).toHaveBeenCalledWith('/order/WF23FG66');
    expect(shop.store.getState().cart.items).toEqual([]);
    expect(shop.listening()).toBe(false);
  });

  it('takes an answer slower than a phone should wait as none, and sends the order again', async () => {
    const shop = checkoutStore();
    fetchMock.mockReturnValueOnce(new Promise(() => {})).mockResolvedValueOnce(placedAnswer('K7M2P9QX'));
    const waiting = shop.next('order/waitingForNetwork');
    shop.store.dispatch(checkoutActions.submit(orderForm()));
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS - 1);
    expect(selectCheckout(shop.store.getState()).status).toBe('placing');
    await vi.advanceTimersByTimeAsync(1);
    await waiting;

    const placed = shop.next('order/placed');
    shop.comeBack();
    await placed;
    expect(shop.navigate).toHaveBeenCalledWith('/order/K7M2P9QX');
  });

  it('sends it again on a backing-off schedule while the browser never says the network is back: 2 s, 4 s, 8 s, 16 s, then every 30 s', async () => {
    const shop = checkoutStore();
    fetchMock.mockRejectedValue(lostOnTheWay());
    await submitIntoLostNetwork(shop);

    const sentAfter: number[] = [];
    for (const seconds of [2, 4, 8, 16, 30, 30]) {
      await vi.advanceTimersByTimeAsync(seconds * 1000 - 1);
      sentAfter.push(fetchMock.mock.calls.length);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(sentAfter).toEqual([1, 2, 3, 4, 5, 6]);
    expect(fetchMock).toHaveBeenCalledTimes(7);
    expect(new Set(idempotencyKeys(fetchMock.mock.calls)).size).toBe(1);
    expect(selectCheckout(shop.store.getState()).status).toBe('waitingForNetwork');
  });

  it('stops when the customer stops waiting: the form is free, the cart and the key kept, and sending the same order again reuses the key', async () => {
    const shop = checkoutStore();
    fetchMock.mockRejectedValueOnce(lostOnTheWay());
    await submitIntoLostNetwork(shop);

    shop.store.dispatch(checkoutActions.stopWaiting());
    expect(selectCheckout(shop.store.getState())).toMatchObject({ status: 'idle', errors: {}, mayBeUnsent: true });
    expect(shop.store.getState().cart.items).toHaveLength(1);
    expect(shop.listening()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(placedAnswer('WF23FG66'));
    await shop.submit();
    const [firstKey, againKey] = idempotencyKeys(fetchMock.mock.calls);
    expect(againKey).toBe(firstKey);
    expect(selectCheckout(shop.store.getState()).mayBeUnsent).toBe(false);
  });

  it('shows the shop’s refusal with SPEC’s message when the answer after the wait is a no', async () => {
    const shop = checkoutStore();
    const fullKitchen = 'The kitchen is full right now. Please try again in a little while';
    fetchMock.mockRejectedValueOnce(lostOnTheWay()).mockResolvedValueOnce(jsonAnswer(503, { status: 'error', message: fullKitchen }));
    await submitIntoLostNetwork(shop);

    const failed = shop.next('order/failed');
    shop.comeBack();
    await failed;
    expect(selectCheckout(shop.store.getState())).toMatchObject({
      status: 'idle',
      errors: { order: 'Failed creating your order', orderReason: fullKitchen },
      mayBeUnsent: false,
    });
    expect(shop.store.getState().cart.items).toHaveLength(1);
    expect(shop.navigate).not.toHaveBeenCalled();
    expect(shop.listening()).toBe(false);
  });

  it('does not wait when the shop itself fails: SPEC’s message at once, as before', async () => {
    const shop = checkoutStore();
    fetchMock.mockResolvedValueOnce(jsonAnswer(500, { status: 'error', message: 'oops' }));
    await shop.submit();
    expect(selectCheckout(shop.store.getState())).toMatchObject({ status: 'idle', errors: { order: 'Failed creating your order' } });
    expect(shop.listening()).toBe(false);
  });
});
