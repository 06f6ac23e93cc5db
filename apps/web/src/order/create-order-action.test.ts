import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../cart/cart-store.ts';
import { jsonAnswer as answer, useFakeFetch } from '../testing/fake-fetch.ts';
import { createOrderAction } from './create-order-action.ts';

const PHONE_ERROR = 'Provide us your correct Number please.';

function orderForm(fields: Record<string, string>) {
  const form = new FormData();
  const defaults = {
    customer: 'Aarati',
    phone: '+977 984-1234567',
    address: 'Thamel, Kathmandu 44600, Nepal',
    cart: JSON.stringify(useCartStore.getState().lines),
    position: '27.717200, 85.324000',
  };
  for (const [name, value] of Object.entries({ ...defaults, ...fields })) form.set(name, value);
  return { request: new Request('http://shop.test/order/new', { method: 'POST', body: form }), params: {}, context: {} } as never;
}

const placed = (id: string) => answer(201, { status: 'success', data: { id, status: 'preparing' } });

describe('the order action', () => {
  const fetchMock = useFakeFetch();

  beforeEach(() => {
    useCartStore.setState({ lines: [] });
    useCartStore.getState().add({ id: 1, name: 'Margherita', unitPrice: 650 });
  });

  it.each(['1234', 'call me', '+977 98A1234567', '++977 9841234567', ''])('refuses the phone %j with the SPEC message and creates no order', async (phone) => {
    const result = await createOrderAction(orderForm({ phone }));
    expect(result).toEqual({ phone: PHONE_ERROR });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('places a valid order, clears the cart and goes to the order page', async () => {
    fetchMock.mockResolvedValueOnce(placed('WF23FG66'));
    const result = await createOrderAction(orderForm({ priority: 'true' }));

    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('location')).toBe('/order/WF23FG66');
    expect(useCartStore.getState().lines).toEqual([]);

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

  it.each([
    ['on', false],
    ['', false],
    ['TRUE', false],
  ])('takes priority %j as %s: only the text "true" counts', async (priority, expected) => {
    fetchMock.mockResolvedValueOnce(placed('AAAA2222'));
    await createOrderAction(orderForm({ priority }));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string).priority).toBe(expected);
  });

  it('reports a failed call with the SPEC message and keeps the cart', async () => {
    fetchMock.mockResolvedValueOnce(answer(503, { status: 'error', message: 'The shop is briefly unavailable.' }));
    const result = await createOrderAction(orderForm({}));
    expect(result).toEqual({ order: 'Failed creating your order' });
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('reuses the idempotency key when the same order is retried, and not for a changed one', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    fetchMock.mockResolvedValueOnce(answer(500, { status: 'error', message: 'oops' }));
    fetchMock.mockResolvedValueOnce(placed('BBBB3333'));
    await createOrderAction(orderForm({}));
    await createOrderAction(orderForm({}));
    await createOrderAction(orderForm({ address: 'Jhamsikhel, Lalitpur' }));

    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
