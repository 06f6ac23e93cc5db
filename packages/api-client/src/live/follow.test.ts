import { describe, expect, it, vi } from 'vitest';
import { followOrder } from '../calls/live-order.ts';
import { createApiConnection } from '../connection.ts';
import type { KitchenPacing, Order, StaffOrder } from '../contract/index.ts';
import { type ApiError, HttpError, InvalidAnswerError, isSignedOut, NetworkError } from '../errors.ts';
import { followOrders } from '../staff/orders.ts';
import { EventStreamAnswer, jsonAnswer } from '../testing/answers.ts';
import { ORDER, RUSH_PACING, STAFF_ORDER } from '../testing/samples.ts';

/** A shop whose event streams the test writes, as the server would (it asks for a 5 ms retry delay). */
function liveShop(refuse?: () => Response) {
  const streams: EventStreamAnswer[] = [];
  const failures: ApiError[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
    if (refuse) return refuse();
    const stream = new EventStreamAnswer(init?.signal);
    stream.write('retry: 5\n\n');
    streams.push(stream);
    return stream.response;
  });
  const api = createApiConnection({ baseUrl: 'http://shop.test', fetch, onFailure: (error) => failures.push(error) });
  return { api, fetch, failures, latest: () => streams.at(-1)!, streams };
}

function orderFollower() {
  const seen = { orders: [] as Order[], drops: [] as ApiError[], ends: [] as (ApiError | null)[] };
  const handlers = {
    onOrder: (order: Order) => seen.orders.push(order),
    onDrop: (error: ApiError) => seen.drops.push(error),
    onEnd: (error: ApiError | null) => seen.ends.push(error),
  };
  return { seen, handlers };
}

describe('following an order', () => {
  it('hands on each state the server sends, checked, from the order’s own stream', async () => {
    const shop = liveShop();
    const { seen, handlers } = orderFollower();
    const stop = followOrder(shop.api, 'K7M2P9QX', handlers);
    await vi.waitFor(() => expect(shop.streams).toHaveLength(1));
    expect(shop.fetch.mock.calls[0]![0]).toBe('http://shop.test/api/order/K7M2P9QX/events');
    shop.latest().send('order', ORDER);
    shop.latest().send('order', { ...ORDER, status: 'delivering' });
    await vi.waitFor(() => expect(seen.orders.map(({ status }) => status)).toEqual([ORDER.status, 'delivering']));
    stop();
  });

  it('skips an update it cannot read, tells the operator, and takes the next', async () => {
    const shop = liveShop();
    const { seen, handlers } = orderFollower();
    const stop = followOrder(shop.api, 'K7M2P9QX', handlers);
    await vi.waitFor(() => expect(shop.streams).toHaveLength(1));
    shop.latest().send('order', { ...ORDER, priorityPrice: -5 });
    shop.latest().write('event: order\ndata: {not json\n\n');
    shop.latest().send('order', ORDER);
    await vi.waitFor(() => expect(seen.orders).toEqual([ORDER]));
    expect(shop.failures).toHaveLength(2);
    expect(shop.failures[0]).toBeInstanceOf(InvalidAnswerError);
    expect(shop.failures.map((failure) => (failure as InvalidAnswerError).reason)).toEqual(['/priorityPrice must be >= 0', 'order event that is not JSON']);
    stop();
  });

  it('reconnects after a drop, and gets the order as it is now', async () => {
    const shop = liveShop();
    const { seen, handlers } = orderFollower();
    const stop = followOrder(shop.api, 'K7M2P9QX', handlers);
    await vi.waitFor(() => expect(shop.streams).toHaveLength(1));
    shop.latest().break();
    await vi.waitFor(() => expect(shop.streams).toHaveLength(2));
    expect(seen.drops).toHaveLength(1);
    expect(seen.drops[0]).toBeInstanceOf(NetworkError);
    shop.latest().send('order', { ...ORDER, status: 'delivered' });
    await vi.waitFor(() => expect(seen.orders.map(({ status }) => status)).toEqual(['delivered']));
    expect(seen.ends).toEqual([]);
    stop();
  });

  it("ends with \"Couldn't find order #{id}\" and the server's words when the server refuses it", async () => {
    const shop = liveShop(() => jsonAnswer(404, { status: 'fail', message: 'There is no order #NQPE' }));
    const { seen, handlers } = orderFollower();
    followOrder(shop.api, 'NQPE', handlers);
    await vi.waitFor(() => expect(seen.ends).toHaveLength(1));
    expect(seen.ends[0]).toBeInstanceOf(HttpError);
    expect(seen.ends[0]).toMatchObject({ message: "Couldn't find order #NQPE", status: 404, serverMessage: 'There is no order #NQPE' });
    expect(shop.failures).toEqual(seen.ends);
  });

  it('ends quietly when the server says to stop (204)', async () => {
    const shop = liveShop(() => new Response(null, { status: 204 }));
    const { seen, handlers } = orderFollower();
    followOrder(shop.api, 'K7M2P9QX', handlers);
    await vi.waitFor(() => expect(seen.ends).toEqual([null]));
    expect(shop.failures).toEqual([]);
  });

  it('ends when the server answers with something other than events', async () => {
    const shop = liveShop(() => new Response('<html>', { headers: { 'content-type': 'text/html' } }));
    const { seen, handlers } = orderFollower();
    followOrder(shop.api, 'K7M2P9QX', handlers);
    await vi.waitFor(() => expect(seen.ends).toHaveLength(1));
    expect(seen.ends[0]).toMatchObject({ kind: 'invalid-answer', reason: 'text/html instead of events' });
  });

  it('closes the connection when unsubscribed, and hands on nothing more', async () => {
    const shop = liveShop();
    const { seen, handlers } = orderFollower();
    const stop = followOrder(shop.api, 'K7M2P9QX', handlers);
    await vi.waitFor(() => expect(shop.streams).toHaveLength(1));
    const stream = shop.latest();
    stop();
    expect(stream.closed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(shop.streams).toHaveLength(1);
    expect([seen.orders, seen.drops, seen.ends]).toEqual([[], [], []]);
  });
});

describe('following the kitchen’s orders', () => {
  it('says when the server follows changes, on every (re)connect, and hands on each order', async () => {
    const shop = liveShop();
    const ready = vi.fn();
    const orders: StaffOrder[] = [];
    const stop = followOrders(shop.api, { onReady: ready, onOrder: (order) => orders.push(order) });
    await vi.waitFor(() => expect(shop.streams).toHaveLength(1));
    expect(shop.fetch.mock.calls[0]![0]).toBe('http://shop.test/api/staff/events');
    shop.latest().send('ready', null);
    shop.latest().send('order', STAFF_ORDER);
    await vi.waitFor(() => expect(orders).toEqual([STAFF_ORDER]));
    shop.latest().end();
    await vi.waitFor(() => expect(shop.streams).toHaveLength(2));
    shop.latest().send('ready', null);
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(2));
    stop();
  });

  it('hands on the kitchen’s pace, checked, to a follower who asks for it, and passes it over for one who does not', async () => {
    const shop = liveShop();
    const pacings: KitchenPacing[] = [];
    const orders: StaffOrder[] = [];
    const stopPacing = followOrders(shop.api, { onOrder: (order) => orders.push(order), onPacing: (pacing) => pacings.push(pacing) });
    await vi.waitFor(() => expect(shop.streams).toHaveLength(1));
    shop.latest().send('pacing', RUSH_PACING);
    shop.latest().send('pacing', { ...RUSH_PACING, busy: { extraMinutes: 'lots' } });
    shop.latest().send('order', STAFF_ORDER);
    await vi.waitFor(() => expect(orders).toEqual([STAFF_ORDER]));
    expect(pacings).toEqual([RUSH_PACING]);
    expect(shop.failures).toHaveLength(1);

    const stopOrders = followOrders(shop.api, { onOrder: (order) => orders.push(order) });
    await vi.waitFor(() => expect(shop.streams).toHaveLength(2));
    shop.latest().send('pacing', RUSH_PACING);
    shop.latest().send('order', STAFF_ORDER);
    await vi.waitFor(() => expect(orders).toHaveLength(2));
    expect(pacings).toEqual([RUSH_PACING]);
    expect(shop.failures).toHaveLength(1);
    stopPacing();
    stopOrders();
  });

  it('refuses an order without the details the kitchen needs', async () => {
    const shop = liveShop();
    const orders: StaffOrder[] = [];
    const stop = followOrders(shop.api, { onOrder: (order) => orders.push(order) });
    await vi.waitFor(() => expect(shop.streams).toHaveLength(1));
    shop.latest().send('order', ORDER);
    await vi.waitFor(() => expect(shop.failures).toHaveLength(1));
    expect(shop.failures[0]).toMatchObject({ message: 'The shop server sent an answer the kitchen cannot read. Please reload the page.' });
    expect(orders).toEqual([]);
    stop();
  });

  it('ends when the session has, in a way the kitchen can tell', async () => {
    const shop = liveShop(() => jsonAnswer(401, { status: 'fail', message: 'Please sign in to the kitchen' }));
    const ends: (ApiError | null)[] = [];
    followOrders(shop.api, { onOrder: () => {}, onEnd: (error) => ends.push(error) });
    await vi.waitFor(() => expect(ends).toHaveLength(1));
    expect(isSignedOut(ends[0])).toBe(true);
    expect(ends[0]).toHaveProperty('message', 'Please sign in to the kitchen');
  });
});
