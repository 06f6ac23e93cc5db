import { describe, expect, it } from 'vitest';
import type { ApiConnection } from '../connection.ts';
import { HttpError, InvalidAnswerError, isSignedOut, NetworkError } from '../errors.ts';
import { InvalidRequestError } from '../invalid-request.ts';
import { fakeConnection, json, requestsOf, success } from '../testing/answers.ts';
import { MARGHERITA, SESSION, STAFF_ORDER } from '../testing/samples.ts';
import { editPizza, getOpenOrders, getOrder, getSession, moveOrder, signIn, signOut } from './index.ts';

/** Each staff call: what it sends (and whether with the CSRF token), and what it answers. */
const CALLS: {
  name: string;
  run(api: ApiConnection): Promise<unknown>;
  request: { method: string; url: string; body?: unknown };
  csrf: boolean;
  answer: unknown;
  wrong?: unknown;
}[] = [
  { name: 'getSession', run: getSession, request: { method: 'GET', url: 'http://shop.test/api/staff/session' }, csrf: false, answer: SESSION, wrong: { ...SESSION, expiresAt: 'soon' } },
  {
    name: 'signIn',
    run: (api) => signIn(api, 'maya', 'correct horse'),
    request: { method: 'POST', url: 'http://shop.test/api/staff/login', body: { username: 'maya', password: 'correct horse' } },
    csrf: false,
    answer: SESSION,
    wrong: { username: 'maya' },
  },
  { name: 'signOut', run: (api) => signOut(api, 'x1y2z3'), request: { method: 'POST', url: 'http://shop.test/api/staff/logout' }, csrf: true, answer: undefined },
  {
    name: 'getOpenOrders',
    run: (api) => getOpenOrders(api),
    request: { method: 'GET', url: 'http://shop.test/api/staff/orders' },
    csrf: false,
    answer: [STAFF_ORDER],
    wrong: [{ ...STAFF_ORDER, phone: undefined }],
  },
  {
    name: 'getOpenOrders of one status',
    run: (api) => getOpenOrders(api, 'baking'),
    request: { method: 'GET', url: 'http://shop.test/api/staff/orders?status=baking' },
    csrf: false,
    answer: [STAFF_ORDER],
    wrong: {},
  },
  {
    name: 'getOrder',
    run: (api) => getOrder(api, 'K7M2P9QX'),
    request: { method: 'GET', url: 'http://shop.test/api/staff/orders/K7M2P9QX' },
    csrf: false,
    answer: STAFF_ORDER,
    wrong: { ...STAFF_ORDER, cart: null },
  },
  {
    name: 'moveOrder',
    run: (api) => moveOrder(api, 'K7M2P9QX', 'delivering', 'x1y2z3'),
    request: { method: 'PATCH', url: 'http://shop.test/api/staff/orders/K7M2P9QX', body: { status: 'delivering' } },
    csrf: true,
    answer: { ...STAFF_ORDER, status: 'delivering' },
    wrong: { ...STAFF_ORDER, status: 'gone' },
  },
  {
    name: 'editPizza',
    run: (api) => editPizza(api, 1, { unitPrice: 699.5 }, 'x1y2z3'),
    request: { method: 'PATCH', url: 'http://shop.test/api/staff/menu/1', body: { unitPrice: 699.5 } },
    csrf: true,
    answer: { ...MARGHERITA, unitPrice: 699.5 },
    wrong: { ...MARGHERITA, soldOut: 'yes' },
  },
];

describe.each(CALLS)('the staff API’s $name', ({ run, request, csrf, answer, wrong }) => {
  it(`sends its request ${csrf ? 'with' : 'without'} the CSRF token and answers what the server sent, checked`, async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(success(answer ?? null));
    await expect(run(api)).resolves.toEqual(answer);
    const [sent] = requestsOf(fetch);
    expect(sent).toMatchObject(request);
    expect(sent?.headers.get('x-csrf-token')).toBe(csrf ? 'x1y2z3' : null);
  });

  it('fails with the server’s own words, written for staff', async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(json(409, { status: 'fail', message: 'Order #K7M2P9QX is delivered: it cannot become baking' }));
    const error = await run(api).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: 'Order #K7M2P9QX is delivered: it cannot become baking' });
  });

  it('says what staff can do when the server gave no words, or no answer', async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(run(api)).rejects.toThrow('The shop server answered 502. Please try again.');
    const offline = await run(api).catch((failure: unknown) => failure);
    expect(offline).toBeInstanceOf(NetworkError);
    expect(offline).toHaveProperty('message', 'The shop server cannot be reached. Check the connection and try again.');
  });

  it('refuses an answer the kitchen cannot read', async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(wrong === undefined ? json(200, { status: 'fail' }) : success(wrong));
    const error = await run(api).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(InvalidAnswerError);
    expect(error).toHaveProperty('message', 'The shop server sent an answer the kitchen cannot read. Please reload the page.');
  });

  it('tells a lost session apart (401), which asks for a sign-in', async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(json(401, { status: 'fail', message: 'Please sign in to the kitchen' }));
    const error = await run(api).catch((failure: unknown) => failure);
    expect(isSignedOut(error)).toBe(true);
    expect(error).toHaveProperty('message', 'Please sign in to the kitchen');
  });
});

describe('the staff API before sending', () => {
  it.each([
    ['a change with nothing to change', (api: ApiConnection) => editPizza(api, 1, {}, 'x1y2z3'), 'Nothing to change'],
    ['a price with three decimals', (api: ApiConnection) => editPizza(api, 1, { unitPrice: 650.125 }, 'x1y2z3'), 'A price has at most two decimals'],
    ['a status there is not', (api: ApiConnection) => moveOrder(api, 'K7M2P9QX', 'eaten' as never, 'x1y2z3'), 'Status must be one of'],
  ])('refuses %s with the server’s words, without a request', async (_what, run, words) => {
    const { api, fetch, failures } = fakeConnection();
    const error = await run(api).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as Error).message).toContain(words);
    expect(fetch).not.toHaveBeenCalled();
    expect(failures).toEqual([]);
  });
});
