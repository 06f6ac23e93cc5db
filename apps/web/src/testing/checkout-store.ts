import { eventChannel } from 'redux-saga';
import { jsonAnswer, MARGHERITA } from '@chulo/api-client/testing';
import { screenActions } from '../router/screen-shown.ts';
import { cartActions } from '../customer/cart/cart-slice.ts';
import { checkoutFeature } from '../customer/checkout/checkout-saga.ts';
import { shopStatusFeature } from '../customer/shop-status/shop-status-saga.ts';
import { checkoutActions, type OrderForm } from '../customer/checkout/checkout-slice.ts';
import { userActions } from '../customer/user/user-slice.ts';
import { createTestStore } from './test-store.tsx';

export const orderForm = (fields: Partial<OrderForm> = {}): OrderForm => ({
  customer: 'Aarati',
  phone: '+977 984-1234567',
  address: 'Thamel, Kathmandu 44600, Nepal',
  priority: false,
  ...fields,
});

/** The shop's answer to a placed order. */
export const placedAnswer = (id: string) => jsonAnswer(201, { status: 'success', data: { id, status: 'preparing' } });

/**
 * A network the test brings back by hand (`comeBack()`), as the browser's `online` event would;
 * `listening` says whether a flow is still waiting for it.
 */
function testNetwork() {
  let emit: ((event: 'online') => void) | null = null;
  return {
    networkReturns: () =>
      eventChannel<'online'>((emitter) => {
        emit = emitter;
        return () => (emit = null);
      }),
    comeBack: () => emit?.('online'),
    listening: () => emit !== null,
  };
}

/**
 * The order form's store, with the shop's status as its route adds it: a Margherita in the cart, the device's position known, a network the
 * test controls. Like the app's router, `navigate` shows the screen a moment later, unless the
 * test takes it over. `submit` answers once the order is placed or has failed.
 */
export function checkoutStore() {
  const network = testNetwork();
  const shop = createTestStore({ networkReturns: network.networkReturns });
  shop.navigate.mockImplementation((to) => queueMicrotask(() => shop.store.dispatch(screenActions.shown(to))));
  shop.store.inject(checkoutFeature);
  shop.store.inject(shopStatusFeature);
  shop.store.dispatch(cartActions.add(MARGHERITA));
  shop.store.dispatch(userActions.positionFound({ latitude: 27.7172, longitude: 85.324 }));
  const submit = (fields?: Partial<OrderForm>) => {
    const outcome = Promise.race([shop.next('order/placed'), shop.next('order/failed')]);
    shop.store.dispatch(checkoutActions.submit(orderForm(fields)));
    return outcome;
  };
  return { ...shop, ...network, submit };
}

/** The Idempotency-Key of each request `fetch` was called with. */
export const idempotencyKeys = (calls: Parameters<typeof fetch>[]) => calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
