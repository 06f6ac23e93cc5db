import { describe, expect, it } from 'vitest';
import type { ApiConnection } from '../connection.ts';
import { HttpError, InvalidAnswerError, NetworkError } from '../errors.ts';
import { InvalidRequestError } from '../invalid-request.ts';
import { fakeConnection, requestsOf } from '../testing/fake-connection.ts';
import { jsonAnswer, success } from '../testing/answers.ts';
import { CLOSED_FOR_TIHAR, MARGHERITA, ORDER, THAMEL } from '../testing/samples.ts';
import { reverseGeocode } from './geocode.ts';
import { getMenu } from './menu.ts';
import { getOrder, makeOrderPriority } from './order.ts';
import { payOrder } from './payment.ts';
import { createOrder } from './place-order.ts';
import { getShopStatus } from './shop-status.ts';

const NEW_ORDER = {
  customer: 'Aarati',
  phone: '+977 984-1234567',
  address: 'Thamel, Kathmandu 44600, Nepal',
  priority: true,
  position: '27.717200, 85.324000',
  cart: [{ pizzaId: 1, quantity: 2 }],
};

/** Each customer call: what it sends, what it answers, and SPEC §8's message for it. */
const CALLS: {
  name: string;
  run(api: ApiConnection): Promise<unknown>;
  request: { method: string; url: string; body?: unknown };
  answer: unknown;
  /** An answer of the wrong shape; none when no field of the answer is read. */
  wrong?: unknown;
  /** Answered without the `{status, data}` envelope, as reverse-geocoding services answer. */
  bare?: true;
  message: string;
}[] = [
  {
    name: 'getMenu',
    run: (api) => getMenu(api),
    request: { method: 'GET', url: 'http://shop.test/api/menu' },
    answer: [MARGHERITA],
    wrong: [{ ...MARGHERITA, id: 1.5 }],
    message: 'Failed getting menu',
  },
  {
    name: 'getOrder',
    run: (api) => getOrder(api, 'K7M2 P9/QX'),
    request: { method: 'GET', url: 'http://shop.test/api/order/K7M2%20P9%2FQX' },
    answer: ORDER,
    wrong: { ...ORDER, status: 'lost' },
    message: "Couldn't find this order",
  },
  {
    name: 'createOrder',
    run: (api) => createOrder(api, NEW_ORDER, { idempotencyKey: 'attempt-1' }),
    request: { method: 'POST', url: 'http://shop.test/api/order', body: NEW_ORDER },
    answer: { id: 'K7M2P9QX' },
    wrong: { id: 42 },
    message: 'Failed creating your order',
  },
  {
    name: 'makeOrderPriority',
    run: (api) => makeOrderPriority(api, 'K7M2P9QX'),
    request: { method: 'PATCH', url: 'http://shop.test/api/order/K7M2P9QX', body: { priority: true } },
    answer: undefined,
    message: 'Failed updating your order',
  },
  {
    name: 'payOrder',
    run: (api) => payOrder(api, 'K7M2P9QX', 'khalti'),
    request: { method: 'POST', url: 'http://shop.test/api/order/K7M2P9QX/payment', body: { method: 'khalti' } },
    answer: { order: { ...ORDER, status: 'awaiting-payment', payment: { method: 'khalti', paid: false } }, checkout: { provider: 'khalti', url: 'https://pay.khalti.com/?pidx=bZQLD9wRVWo4CdESSfuSsB' } },
    wrong: { order: ORDER, checkout: { provider: 'khalti' } },
    message: 'Failed updating your order',
  },
  {
    name: 'reverseGeocode',
    run: (api) => reverseGeocode(api, { latitude: 27.71720049, longitude: 85.324 }),
    request: { method: 'GET', url: 'http://shop.test/api/geocode/reverse?latitude=27.717200&longitude=85.324000' },
    answer: THAMEL,
    wrong: { ...THAMEL, city: null },
    bare: true,
    message: 'Failed getting address',
  },
  {
    name: 'getShopStatus',
    run: (api) => getShopStatus(api),
    request: { method: 'GET', url: 'http://shop.test/api/shop' },
    answer: CLOSED_FOR_TIHAR,
    wrong: { ...CLOSED_FOR_TIHAR, opensAt: 'tomorrow' },
    message: 'Failed getting the shop’s hours',
  },
];

describe.each(CALLS)('$name', ({ run, request, answer, wrong, bare, message }) => {
  /** The server's answer around `data`, as this call's endpoint sends it. */
  const answered = (data: unknown) => (bare ? jsonAnswer(200, data) : success(data));

  it('sends its request and answers what the server sent, checked', async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(answered(answer ?? { ignored: true }));
    await expect(run(api)).resolves.toEqual(answer);
    expect(requestsOf(fetch)).toEqual([expect.objectContaining(request)]);
  });

  it(`fails with "${message}" when the server says no, keeping its status and words`, async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(jsonAnswer(400, { status: 'fail', message: 'phone: Provide us your correct Number please.' }));
    const error = await run(api).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message, status: 400, serverMessage: 'phone: Provide us your correct Number please.' });
  });

  it(`fails with "${message}" when the network does`, async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await run(api).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toHaveProperty('message', message);
  });

  it(`fails with "${message}" when the answer is not what the contract says`, async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(wrong === undefined ? jsonAnswer(200, { status: 'error' }) : answered(wrong));
    const error = await run(api).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(InvalidAnswerError);
    expect(error).toHaveProperty('message', message);
  });
});

describe('createOrder', () => {
  it('keeps the fields of a refusal, so that a form shows each under its line', async () => {
    const { api, fetch } = fakeConnection();
    const refusal = 'Line 2, Margherita: Family size is sold out';
    fetch.mockResolvedValueOnce(jsonAnswer(400, { status: 'fail', message: refusal, issues: [{ path: 'cart.1.choice', message: refusal }, { path: 7 }] }));
    const error = await createOrder(api, NEW_ORDER, { idempotencyKey: 'attempt-1' }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 400, serverMessage: refusal, issues: [{ path: 'cart.1.choice', message: refusal }] });
  });

  it('sends the idempotency key, so that a retry gets the order the first attempt placed', async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockImplementation(async () => success({ id: 'K7M2P9QX' }));
    await createOrder(api, NEW_ORDER, { idempotencyKey: 'attempt-1' });
    await createOrder(api, NEW_ORDER, { idempotencyKey: 'attempt-1' });
    expect(requestsOf(fetch).map(({ headers }) => headers.get('idempotency-key'))).toEqual(['attempt-1', 'attempt-1']);
  });

  it('answers only the new order’s id, whatever else the server sends', async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(success(ORDER, 201));
    await expect(createOrder(api, NEW_ORDER, { idempotencyKey: 'k' })).resolves.toMatchObject({ id: ORDER.id });
  });
});

describe('reverseGeocode', () => {
  it('reads the address at the top level of the answer, not inside an envelope', async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(success(THAMEL));
    await expect(reverseGeocode(api, { latitude: 27.7172, longitude: 85.324 })).rejects.toBeInstanceOf(InvalidAnswerError);
  });
});

describe('createOrder before sending', () => {
  it.each([
    ['a name over 100 characters', { customer: 'A'.repeat(101) }, ['customer', 'Customer must be at most 100 characters']],
    ['a blank name', { customer: '   ' }, ['customer', 'Customer is required']],
    ['a phone over 30 characters', { phone: '9'.repeat(31) }, ['phone', 'Phone must be at most 30 characters']],
    ['a phone that breaks the rule', { phone: '98a1234567' }, ['phone', 'Provide us your correct Number please.']],
    ['an address over 300 characters', { address: 'Thamel '.repeat(50) }, ['address', 'Address must be at most 300 characters']],
    ['directions over 200 characters', { directions: 'blue gate '.repeat(21) }, ['directions', 'Directions must be at most 200 characters']],
    ['directions hiding text', { directions: 'blue\u200Bgate' }, ['directions', 'Directions may not contain invisible characters']],
    ['directions on two lines', { directions: 'behind Bhatbhateni\nblue gate' }, ['directions', 'Directions may not contain line breaks or other control characters']],
    ['100 of one pizza', { cart: [{ pizzaId: 1, quantity: 100 }] }, ['cart.0.quantity', 'Quantity must be a whole number from 1 to 99']],
    ['an empty cart', { cart: [] }, ['cart', 'Cart is empty']],
    ['51 lines', { cart: Array.from({ length: 51 }, (_, line) => ({ pizzaId: line + 1, quantity: 1 })) }, ['cart', 'Cart has more than 50 lines']],
  ])('refuses %s without a request, in the server’s words, naming the field', async (_what, change, [path, message]) => {
    const { api, fetch, failures } = fakeConnection();
    const error = await createOrder(api, { ...NEW_ORDER, ...change }, { idempotencyKey: 'k' }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error).toMatchObject({ kind: 'invalid-request', message });
    expect((error as InvalidRequestError).issues[0]).toEqual({ path, message });
    expect(fetch).not.toHaveBeenCalled();
    // The caller's to show, as a form shows its own checks: not an operator's failure.
    expect(failures).toEqual([]);
  });

  it('sends an order at the limits', async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(success({ id: 'K7M2P9QX' }, 201));
    const atLimits = { ...NEW_ORDER, customer: 'A'.repeat(100), address: 'B'.repeat(300), directions: 'C'.repeat(200), cart: [{ pizzaId: 1, quantity: 99 }] };
    await expect(createOrder(api, atLimits, { idempotencyKey: 'k' })).resolves.toEqual({ id: 'K7M2P9QX' });
  });
});
