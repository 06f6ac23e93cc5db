import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { requestsOf } from './testing/fake-connection.ts';
import { EventStreamAnswer, jsonAnswer, success } from './testing/answers.ts';
import { MARGHERITA, ORDER, SESSION, STAFF_ORDER } from './testing/samples.ts';

describe('the client object', () => {
  it('has every call as a method on its own connection', () => {
    const api = createApiClient({ fetch: vi.fn() });
    expect(Object.keys(api).sort()).toEqual(
      ['baseUrl', 'createOrder', 'fetch', 'followOrder', 'getMenu', 'getOrder', 'getShopStatus', 'makeOrderPriority', 'onFailure', 'payOrder', 'reverseGeocode', 'staff'].sort(),
    );
    expect(Object.keys(api.staff).sort()).toEqual(['editPizza', 'followOrders', 'getOpenOrders', 'getOrder', 'getSession', 'moveOrder', 'signIn', 'signOut', 'takePhoneOrder']);
  });

  it('calls through its own fetch and base URL, with the method’s arguments', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const api = createApiClient({ baseUrl: 'https://shop.example', fetch });
    fetch.mockResolvedValueOnce(success([MARGHERITA])).mockResolvedValueOnce(success(ORDER));
    await expect(api.getMenu()).resolves.toEqual([MARGHERITA]);
    await expect(api.getOrder(ORDER.id)).resolves.toEqual(ORDER);
    fetch.mockResolvedValueOnce(success({ ...STAFF_ORDER, status: 'delivering' }));
    await expect(api.staff.moveOrder(ORDER.id, 'delivering', SESSION.csrfToken)).resolves.toMatchObject({ status: 'delivering' });
    expect(requestsOf(fetch).map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET https://shop.example/api/menu',
      `GET https://shop.example/api/order/${ORDER.id}`,
      `PATCH https://shop.example/api/staff/orders/${ORDER.id}`,
    ]);
  });

  it('tells its own onFailure of what went wrong', async () => {
    const onFailure = vi.fn();
    const api = createApiClient({ fetch: async () => jsonAnswer(500, { status: 'error', message: 'database away' }), onFailure });
    await expect(api.getOrder('NQPE')).rejects.toThrow("Couldn't find order #NQPE");
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 500, serverMessage: 'database away' }));
  });

  it('keeps quiet about an order that is not there: an answer, not a failure', async () => {
    const onFailure = vi.fn();
    const api = createApiClient({ fetch: async () => jsonAnswer(404, { status: 'fail', message: 'No such order' }), onFailure });
    await expect(api.getOrder('NQPE')).rejects.toMatchObject({ message: "Couldn't find order #NQPE", status: 404 });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('follows an order live through its own fetch', async () => {
    let stream: EventStreamAnswer | undefined;
    const api = createApiClient({ fetch: async (_url, init) => (stream = new EventStreamAnswer(init?.signal)).response });
    const onOrder = vi.fn();
    const stop = api.followOrder(ORDER.id, { onOrder });
    await vi.waitFor(() => expect(stream).toBeDefined());
    stream!.send('order', ORDER);
    await vi.waitFor(() => expect(onOrder).toHaveBeenCalledWith(ORDER));
    stop();
    expect(stream!.closed).toBe(true);
  });
});
