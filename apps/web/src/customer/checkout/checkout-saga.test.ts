import { describe, expect, it, vi } from 'vitest';
import { jsonAnswer as answer } from '@chulo/api-client/testing';
import { screenActions } from '../../router/screen-shown.ts';
import { lineKey } from '../cart/cart-line.ts';
import { cartActions } from '../cart/cart-slice.ts';
import { checkoutStore as checkout, idempotencyKeys, orderForm as form, placedAnswer as placed } from '../../testing/checkout-store.ts';
import { useFakeFetch } from '../../testing/fake-fetch.ts';
import { checkoutActions, selectCheckout } from './checkout-slice.ts';

const PHONE_ERROR = 'Provide us your correct Number please.';

describe('placing an order (SPEC §2, /order/new)', () => {
  const fetchMock = useFakeFetch();

  it.each(['1234', 'call me', '+977 98A1234567', '++977 9841234567'])('refuses the phone %j with the SPEC message and creates no order', async (phone) => {
    const { store, submit } = checkout();
    await submit({ phone });
    expect(selectCheckout(store.getState())).toMatchObject({ status: 'idle', errors: { phone: PHONE_ERROR } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it.each([
    ['a name too long', { customer: 'Aarati '.repeat(20) }, { customer: 'Customer must be at most 100 characters' }],
    ['a blank phone', { phone: '  ' }, { phone: 'Phone is required' }],
    ['an address too long', { address: 'Thamel '.repeat(50) }, { address: 'Address must be at most 300 characters' }],
    ['directions too long', { directions: 'blue gate '.repeat(21) }, { directions: 'Directions must be at most 200 characters' }],
  ])('says so under the field for %s, in the contract’s words, and creates no order', async (_what, fields, errors) => {
    const { store, submit } = checkout();
    await submit(fields);
    expect(selectCheckout(store.getState())).toEqual(expect.objectContaining({ status: 'idle', errors }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says what is wrong with the cart above the button', async () => {
    const { store, submit } = checkout();
    store.dispatch(cartActions.increase('1'));
    for (let more = 0; more < 99; more++) store.dispatch(cartActions.increase('1'));
    await submit();
    expect(selectCheckout(store.getState()).errors).toEqual({ order: 'Quantity must be a whole number from 1 to 99' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the phone message once the customer edits the number', async () => {
    const { store, submit } = checkout();
    await submit({ phone: '1234' });
    store.dispatch(checkoutActions.phoneEdited());
    expect(selectCheckout(store.getState()).errors).toEqual({});
  });

  it('places a valid order with the cart and the position, clears the cart and opens the order page', async () => {
    const { store, submit, navigate } = checkout();
    fetchMock.mockResolvedValueOnce(placed('WF23FG66'));
    const placing = submit({ priority: true });
    expect(selectCheckout(store.getState()).status).toBe('placing');
    await placing;

    expect(navigate).toHaveBeenCalledWith('/order/WF23FG66');
    expect(store.getState().cart.items).toEqual([]);
    expect(selectCheckout(store.getState())).toEqual({ status: 'idle', errors: {}, attempt: null, mayBeUnsent: false });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/order');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      customer: 'Aarati',
      phone: '+977 984-1234567',
      address: 'Thamel, Kathmandu 44600, Nepal',
      priority: true,
      cart: [{ pizzaId: 1, name: 'Margherita', quantity: 1, unitPrice: 650, totalPrice: 650 }],
      position: '27.717200, 85.324000',
    });
  });

  it("says 'placing order...' and keeps the cart until the order's page shows, then empties the cart", async () => {
    const { store, submit, navigate } = checkout();
    const opening = new Promise<void>((resolve) => navigate.mockImplementation(() => resolve()));
    fetchMock.mockResolvedValueOnce(placed('WF23FG66'));
    const placing = submit();
    await opening;

    expect(navigate).toHaveBeenCalledWith('/order/WF23FG66');
    expect(selectCheckout(store.getState()).status).toBe('placing');
    expect(store.getState().cart.items).toHaveLength(1);

    store.dispatch(screenActions.shown('/order/WF23FG66'));
    await placing;
    expect(store.getState().cart.items).toEqual([]);
    expect(selectCheckout(store.getState()).status).toBe('idle');
  });

  it('reports a failed call with the SPEC message and keeps the cart', async () => {
    const { store, submit, navigate } = checkout();
    fetchMock.mockResolvedValueOnce(answer(503, { status: 'error', message: 'The shop is briefly unavailable.' }));
    await submit();
    expect(selectCheckout(store.getState())).toMatchObject({
      status: 'idle',
      errors: { order: 'Failed creating your order', orderReason: 'The shop is briefly unavailable.' },
    });
    expect(store.getState().cart.items).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says why the shop would not take the order, under SPEC’s message: too many pizzas, a full kitchen, a closed shop, an address too far', async () => {
    const { store, submit } = checkout();
    const refusals: [number, string][] = [
      [400, 'An order can have at most 30 pizzas. For a bigger order, please call the shop'],
      [503, 'The kitchen is full right now. Please try again in a little while'],
      [409, 'The shop is closed right now. It opens again tomorrow at 11:00'],
      [422, 'We only deliver within 8 km of the shop, and this address is further away'],
    ];
    for (const [status, message] of refusals) {
      fetchMock.mockResolvedValueOnce(answer(status, { status: status < 500 ? 'fail' : 'error', message }));
      await submit();
      expect(selectCheckout(store.getState()).errors).toEqual({ order: 'Failed creating your order', orderReason: message });
    }
  });

  it('reuses the idempotency key when the same order is retried, and not for a changed one', async () => {
    const { submit } = checkout();
    fetchMock.mockResolvedValueOnce(answer(500, { status: 'error', message: 'oops' }));
    fetchMock.mockResolvedValueOnce(answer(503, { status: 'error', message: 'The shop is briefly unavailable.' }));
    fetchMock.mockResolvedValueOnce(placed('BBBB3333'));
    await submit();
    await submit();
    await submit({ address: 'Jhamsikhel, Lalitpur' });

    const keys = idempotencyKeys(fetchMock.mock.calls);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('places one order when the form is sent twice while the first is on its way', async () => {
    const { store, submit, navigate } = checkout();
    let answerFirst!: (response: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    const first = submit();
    store.dispatch(checkoutActions.submit(form()));
    // The request leaves once the code that sends it has loaded.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answerFirst(await placed('CCCC4444'));
    await first;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('starts a new attempt for the next order after one is placed, even if it looks the same', async () => {
    const { store, submit } = checkout();
    fetchMock.mockResolvedValueOnce(placed('DDDD5555')).mockResolvedValueOnce(placed('EEEE6666'));
    await submit();
    store.dispatch(cartActions.add({ id: 1, name: 'Margherita', unitPrice: 650 }));
    await submit();
    const keys = idempotencyKeys(fetchMock.mock.calls);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('placing an order of pizzas chosen in sizes and toppings (issue 33)', () => {
  const fetchMock = useFakeFetch();
  const large = { pizza: { id: 1, name: 'Margherita' }, unitPrice: 1190, choice: { sizeId: 2, crustId: 5, extraIds: [7], without: ['basil'] }, description: 'Large, thin crust · extra cheese · no basil' };

  it('sends each line’s choice, and a line as the menu prices it as a SPEC client sends it', async () => {
    const { store, submit } = checkout();
    store.dispatch(cartActions.addChosen(large));
    fetchMock.mockResolvedValueOnce(placed('WF23FG66'));
    await submit();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init?.body as string).cart).toEqual([
      { pizzaId: 1, name: 'Margherita', quantity: 1, unitPrice: 650, totalPrice: 650 },
      { pizzaId: 1, name: 'Margherita', quantity: 1, unitPrice: 1190, totalPrice: 1190, choice: large.choice },
    ]);
    expect(init?.body as string).toContain('{"pizzaId":1,"name":"Margherita","quantity":1,"unitPrice":650,"totalPrice":650},');
  });

  it('shows a choice the shop refused under its line', async () => {
    const { store, submit } = checkout();
    store.dispatch(cartActions.addChosen(large));
    const refusal = 'Line 2, Margherita: we are out of Extra cheese';
    fetchMock.mockResolvedValueOnce(answer(400, { status: 'fail', message: refusal, issues: [{ path: 'cart.1.choice', message: refusal }] }));
    await submit();
    expect(selectCheckout(store.getState()).errors).toEqual({
      order: 'Failed creating your order',
      orderReason: refusal,
      lines: { [lineKey({ pizzaId: 1, choice: large.choice })]: refusal },
    });
  });
});
