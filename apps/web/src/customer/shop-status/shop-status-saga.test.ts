import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ShopStatus } from '@chulo/api-client';
import { jsonAnswer as answer } from '@chulo/api-client/testing';
import { cartActions } from '../cart/cart-slice.ts';
import { useFakeFetch } from '../../testing/fake-fetch.ts';
import { createTestStore } from '../../testing/test-store.tsx';
import { userActions } from '../user/user-slice.ts';
import { checkoutFeature } from '../checkout/checkout-saga.ts';
import { shopStatusLoader } from './shop-status-loader.ts';
import { busyNotice, closedNotice, selectOutsideDeliveryArea, selectShopStatus } from './shop-status-slice.ts';

const THAMEL = { latitude: 27.7172, longitude: 85.324 };
const PATAN = { latitude: 27.6766, longitude: 85.3145 };
const POKHARA = { latitude: 28.2096, longitude: 83.9856 };

/** Closed for Tihar until 11:00 Kathmandu time on 24 November, delivering within 8 km of Thamel. */
const CLOSED: ShopStatus = {
  open: false,
  opensAt: '2026-11-24T05:15:00.000Z',
  closure: 'Tihar',
  deliveryArea: { center: THAMEL, radiusKm: 8 },
};
const OPEN: ShopStatus = { open: true, opensAt: '2026-11-23T16:00:00.000Z', closure: null, deliveryArea: null };

/** 21:45 in Kathmandu on 23 November. */
const EVENING = Date.parse('2026-11-23T16:00:00Z');

/** The order form's store with a pizza in the cart, and its loader as the router runs it. */
function orderForm({ withPizza = true } = {}) {
  const shop = createTestStore();
  shop.store.inject(checkoutFeature);
  if (withPizza) shop.store.dispatch(cartActions.add({ id: 1, name: 'Margherita', unitPrice: 650 }));
  const load = () => shopStatusLoader(shop.store)({ request: new Request('http://shop.test/order/new'), params: {} } as LoaderFunctionArgs);
  return { ...shop, load };
}

const success = (status: ShopStatus) => answer(200, { status: 'success', data: status });

describe('the shop’s status on the order form', () => {
  const fetchMock = useFakeFetch();

  it('is asked for before the form renders, and while closed says when the shop opens again and why, in the server’s words', async () => {
    const { store, load } = orderForm();
    fetchMock.mockResolvedValueOnce(success(CLOSED));
    await load();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/shop');
    expect(closedNotice(selectShopStatus(store.getState()), EVENING)).toEqual({
      message: 'The shop is closed right now. It opens again tomorrow at 11:00',
      closure: 'Tihar',
      takesLater: true,
    });
  });

  it('takes orders again once the opening time has come, without asking again', async () => {
    const { store, load } = orderForm();
    fetchMock.mockResolvedValueOnce(success(CLOSED));
    await load();
    expect(closedNotice(selectShopStatus(store.getState()), Date.parse(CLOSED.opensAt!) - 1)).not.toBeNull();
    expect(closedNotice(selectShopStatus(store.getState()), Date.parse(CLOSED.opensAt!))).toBeNull();
  });

  it('while online orders are paused, says when they resume in the server’s words, and takes orders again at that time', async () => {
    const { store, load } = orderForm();
    const until = '2026-11-23T16:15:00.000Z';
    fetchMock.mockResolvedValueOnce(success({ ...OPEN, pause: { until } }));
    await load();
    expect(closedNotice(selectShopStatus(store.getState()), EVENING)).toEqual({
      message: 'Online orders are paused right now. We take them again today at 22:00',
      closure: null,
      takesLater: false,
    });
    expect(closedNotice(selectShopStatus(store.getState()), Date.parse(until))).toBeNull();
  });

  it('says online orders are paused until the kitchen takes them again, when it paused them with no end', async () => {
    const { store, load } = orderForm();
    fetchMock.mockResolvedValueOnce(success({ ...OPEN, pause: { until: null } }));
    await load();
    expect(closedNotice(selectShopStatus(store.getState()), EVENING)?.message).toBe('Online orders are paused for now. Please call the shop to order');
  });

  it('says a closed shop is closed, whatever the kitchen’s pace', async () => {
    const { store, load } = orderForm();
    fetchMock.mockResolvedValueOnce(success({ ...CLOSED, pause: { until: null } }));
    await load();
    expect(closedNotice(selectShopStatus(store.getState()), EVENING)?.message).toBe('The shop is closed right now. It opens again tomorrow at 11:00');
  });

  it('tells the minutes a busy kitchen adds, until its busy time ends', async () => {
    const { store, load } = orderForm();
    const until = '2026-11-23T16:30:00.000Z';
    fetchMock.mockResolvedValueOnce(success({ ...OPEN, busy: { extraMinutes: 30, until } }));
    await load();
    expect(busyNotice(selectShopStatus(store.getState()), EVENING)).toBe(30);
    expect(busyNotice(selectShopStatus(store.getState()), Date.parse(until))).toBeNull();
    expect(closedNotice(selectShopStatus(store.getState()), EVENING)).toBeNull();
  });

  it('says the shop takes no orders for now when it opens on no coming day', async () => {
    const { store, load } = orderForm();
    fetchMock.mockResolvedValueOnce(success({ ...CLOSED, opensAt: null, closure: null }));
    await load();
    expect(closedNotice(selectShopStatus(store.getState()), EVENING)).toEqual({ message: 'The shop is closed and takes no orders for now', closure: null, takesLater: true });
  });

  it('is asked afresh on every visit: a shop closed meanwhile shows closed', async () => {
    const { store, load } = orderForm();
    fetchMock.mockResolvedValueOnce(success(OPEN)).mockResolvedValueOnce(success(CLOSED));
    await load();
    expect(closedNotice(selectShopStatus(store.getState()), EVENING)).toBeNull();
    await load();
    expect(closedNotice(selectShopStatus(store.getState()), EVENING)).not.toBeNull();
  });

  it('leaves the form as it was when the status cannot be had: the form still shows, and the server decides', async () => {
    const { store, load } = orderForm();
    fetchMock.mockResolvedValueOnce(success(CLOSED)).mockRejectedValueOnce(new TypeError('network down'));
    await load();
    await expect(load()).resolves.toBeNull();
    expect(closedNotice(selectShopStatus(store.getState()), EVENING)).toBeNull();
  });

  it('asks nothing for an empty cart, which shows no form', async () => {
    const { load } = orderForm({ withPizza: false });
    await load();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the delivery area on the order form', () => {
  const fetchMock = useFakeFetch();

  async function foundAt(position: { latitude: number; longitude: number } | null, status: ShopStatus = CLOSED) {
    const { store, load } = orderForm();
    fetchMock.mockResolvedValueOnce(success(status));
    await load();
    if (position) store.dispatch(userActions.positionFound(position));
    return selectOutsideDeliveryArea(store.getState());
  }

  it('says so under the address as soon as Get Position finds the customer outside', async () => {
    await expect(foundAt(POKHARA)).resolves.toBe('We only deliver within 8 km of the shop, and this address is further away');
  });

  it('says nothing inside the area, for a typed address without a position, or when the shop delivers everywhere', async () => {
    await expect(foundAt(PATAN)).resolves.toBeNull();
    await expect(foundAt(null)).resolves.toBeNull();
    await expect(foundAt(POKHARA, OPEN)).resolves.toBeNull();
  });
});
