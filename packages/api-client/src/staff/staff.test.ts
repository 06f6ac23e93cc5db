import { describe, expect, it } from 'vitest';
import type { ApiConnection } from '../connection.ts';
import { HttpError, InvalidAnswerError, isSignedOut, NetworkError } from '../errors.ts';
import { InvalidRequestError } from '../invalid-request.ts';
import { fakeConnection, requestsOf } from '../testing/fake-connection.ts';
import { jsonAnswer, success } from '../testing/answers.ts';
import { ACCOUNT, MARGHERITA, RUSH_PACING, SALES, SESSION, SHOP_SETTINGS, STAFF_ORDER, STAFF_ORDER_TO_CALL_BACK, STAFF_PIZZA } from '../testing/samples.ts';
import {
  addChoice,
  addPizza,
  addStaff,
  changeChoice,
  endBusy,
  getPacing,
  listChoices,
  markBusy,
  pauseOnlineOrders,
  resumeOnlineOrders,
  markChoiceSoldOut,
  setPizzaOffer,
  changePizza,
  changeShopSettings,
  changeStaff,
  editPizza,
  getHistory,
  getOpenOrders,
  getOrder,
  getSales,
  getSession,
  getShopSettings,
  listPizzas,
  listStaff,
  moveOrder,
  orderPizzas,
  putPizzaPhoto,
  removePizzaPhoto,
  removeStaff,
  salesExportUrl,
  signIn,
  signOut,
} from './index.ts';

const PASSWORD = 'momo-and-chiya-2026';
const THIN = { id: 5, kind: 'crust', name: 'Thin', inches: null, soldOut: false, isDefault: false, retired: false, prices: [{ sizeId: 1, price: 50 }] };
const OFFER = { sizes: [{ sizeId: 1, price: 650 }], crustIds: [5], extraIds: [7], maxExtras: 3 };
const ENTRY = { at: '2026-11-23T10:15:00.000Z', staff: 'maya', action: 'pizza-changed', summary: 'Margherita: price 650 → 700' };

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
    name: 'getOrder, one to call back before baking',
    run: (api) => getOrder(api, 'CB7K2M9Q'),
    request: { method: 'GET', url: 'http://shop.test/api/staff/orders/CB7K2M9Q' },
    csrf: false,
    answer: STAFF_ORDER_TO_CALL_BACK,
    wrong: { ...STAFF_ORDER_TO_CALL_BACK, callBack: { pizzas: 20, total: 13_000 } },
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
  { name: 'listStaff', run: listStaff, request: { method: 'GET', url: 'http://shop.test/api/staff/accounts' }, csrf: false, answer: [ACCOUNT], wrong: [{ ...ACCOUNT, role: 'boss' }] },
  {
    name: 'addStaff',
    run: (api) => addStaff(api, { username: 'ram', password: PASSWORD, role: 'kitchen' }, 'x1y2z3'),
    request: { method: 'POST', url: 'http://shop.test/api/staff/accounts', body: { username: 'ram', password: PASSWORD, role: 'kitchen' } },
    csrf: true,
    answer: ACCOUNT,
    wrong: { ...ACCOUNT, createdAt: 'yesterday' },
  },
  {
    name: 'changeStaff',
    run: (api) => changeStaff(api, 'ram', { role: 'owner' }, 'x1y2z3'),
    request: { method: 'PATCH', url: 'http://shop.test/api/staff/accounts/ram', body: { role: 'owner' } },
    csrf: true,
    answer: { ...ACCOUNT, role: 'owner' },
    wrong: { role: 'owner' },
  },
  { name: 'removeStaff', run: (api) => removeStaff(api, 'ram', 'x1y2z3'), request: { method: 'DELETE', url: 'http://shop.test/api/staff/accounts/ram' }, csrf: true, answer: undefined },
  { name: 'listPizzas', run: listPizzas, request: { method: 'GET', url: 'http://shop.test/api/staff/pizzas' }, csrf: false, answer: [STAFF_PIZZA], wrong: [MARGHERITA] },
  {
    name: 'addPizza',
    run: (api) => addPizza(api, { name: 'Margherita', ingredients: ['tomato', 'mozzarella', 'basil'], unitPrice: 650 }, 'x1y2z3'),
    request: { method: 'POST', url: 'http://shop.test/api/staff/pizzas', body: { name: 'Margherita', ingredients: ['tomato', 'mozzarella', 'basil'], unitPrice: 650 } },
    csrf: true,
    answer: STAFF_PIZZA,
    wrong: { ...STAFF_PIZZA, position: 'last' },
  },
  {
    name: 'changePizza',
    run: (api) => changePizza(api, 1, { retired: true }, 'x1y2z3'),
    request: { method: 'PATCH', url: 'http://shop.test/api/staff/pizzas/1', body: { retired: true } },
    csrf: true,
    answer: { ...STAFF_PIZZA, retired: true },
    wrong: { ...STAFF_PIZZA, retired: 'yes' },
  },
  {
    name: 'orderPizzas',
    run: (api) => orderPizzas(api, [2, 1], 'x1y2z3'),
    request: { method: 'PUT', url: 'http://shop.test/api/staff/pizzas/order', body: { pizzaIds: [2, 1] } },
    csrf: true,
    answer: [STAFF_PIZZA],
    wrong: [{ ...STAFF_PIZZA, position: null }],
  },
  {
    name: 'putPizzaPhoto',
    run: (api) => putPizzaPhoto(api, 1, new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'x1y2z3'),
    request: { method: 'PUT', url: 'http://shop.test/api/staff/pizzas/1/photo' },
    csrf: true,
    answer: STAFF_PIZZA,
    wrong: { ...STAFF_PIZZA, photo: { src: '/photos/a.jpg' } },
  },
  {
    name: 'removePizzaPhoto',
    run: (api) => removePizzaPhoto(api, 1, 'x1y2z3'),
    request: { method: 'DELETE', url: 'http://shop.test/api/staff/pizzas/1/photo' },
    csrf: true,
    answer: { ...STAFF_PIZZA, photo: null },
    wrong: { ...STAFF_PIZZA, photo: undefined },
  },
  {
    name: 'getShopSettings',
    run: getShopSettings,
    request: { method: 'GET', url: 'http://shop.test/api/staff/shop' },
    csrf: false,
    answer: SHOP_SETTINGS,
    // Hours the domain's rules refuse: closing before opening.
    wrong: { ...SHOP_SETTINGS, hours: [[{ opens: '21:00', closes: '11:00' }], [], [], [], [], [], []] },
  },
  {
    name: 'changeShopSettings',
    run: (api) => changeShopSettings(api, { deliveryArea: null }, 'x1y2z3'),
    request: { method: 'PATCH', url: 'http://shop.test/api/staff/shop', body: { deliveryArea: null } },
    csrf: true,
    answer: { ...SHOP_SETTINGS, deliveryArea: null },
    wrong: { ...SHOP_SETTINGS, closures: [{ from: '2026-10-23', to: '2026-10-20', reason: 'Dashain' }] },
  },
  {
    name: 'getSales',
    run: (api) => getSales(api, { from: '2026-11-23', to: '2026-11-23' }),
    request: { method: 'GET', url: 'http://shop.test/api/staff/sales?from=2026-11-23&to=2026-11-23' },
    csrf: false,
    answer: SALES,
    wrong: { ...SALES, averageLatenessMinutes: undefined },
  },
  { name: 'listChoices', run: listChoices, request: { method: 'GET', url: 'http://shop.test/api/staff/choices' }, csrf: false, answer: [THIN], wrong: [{ ...THIN, kind: 'sauce' }] },
  {
    name: 'addChoice',
    run: (api) => addChoice(api, { kind: 'crust', name: 'Thin', prices: THIN.prices }, 'x1y2z3'),
    request: { method: 'POST', url: 'http://shop.test/api/staff/choices', body: { kind: 'crust', name: 'Thin', prices: THIN.prices } },
    csrf: true,
    answer: THIN,
    wrong: { ...THIN, prices: undefined },
  },
  {
    name: 'changeChoice',
    run: (api) => changeChoice(api, 5, { name: 'Thin & crispy' }, 'x1y2z3'),
    request: { method: 'PATCH', url: 'http://shop.test/api/staff/choices/5', body: { name: 'Thin & crispy' } },
    csrf: true,
    answer: { ...THIN, name: 'Thin & crispy' },
    wrong: { ...THIN, isDefault: 'no' },
  },
  {
    name: 'markChoiceSoldOut',
    run: (api) => markChoiceSoldOut(api, 5, true, 'x1y2z3'),
    request: { method: 'PUT', url: 'http://shop.test/api/staff/choices/5/sold-out', body: { soldOut: true } },
    csrf: true,
    answer: { ...THIN, soldOut: true },
    wrong: { ...THIN, soldOut: 'yes' },
  },
  {
    name: 'setPizzaOffer',
    run: (api) => setPizzaOffer(api, 1, OFFER, 'x1y2z3'),
    request: { method: 'PUT', url: 'http://shop.test/api/staff/pizzas/1/offer', body: OFFER },
    csrf: true,
    answer: STAFF_PIZZA,
    wrong: { ...STAFF_PIZZA, maxExtras: -1 },
  },
  { name: 'getPacing', run: getPacing, request: { method: 'GET', url: 'http://shop.test/api/staff/pacing' }, csrf: false, answer: RUSH_PACING, wrong: { busy: null } },
  {
    name: 'markBusy',
    run: (api) => markBusy(api, { extraMinutes: 20, forMinutes: 60 }, 'x1y2z3'),
    request: { method: 'PUT', url: 'http://shop.test/api/staff/pacing/busy', body: { extraMinutes: 20, forMinutes: 60 } },
    csrf: true,
    answer: RUSH_PACING,
    wrong: { ...RUSH_PACING, busy: { extraMinutes: 20, until: 'at half past seven', by: 'ram' } },
  },
  {
    name: 'endBusy',
    run: (api) => endBusy(api, 'x1y2z3'),
    request: { method: 'DELETE', url: 'http://shop.test/api/staff/pacing/busy' },
    csrf: true,
    answer: { ...RUSH_PACING, busy: null },
  },
  {
    name: 'pauseOnlineOrders',
    run: (api) => pauseOnlineOrders(api, { forMinutes: null }, 'x1y2z3'),
    request: { method: 'PUT', url: 'http://shop.test/api/staff/pacing/pause', body: { forMinutes: null } },
    csrf: true,
    answer: { ...RUSH_PACING, pause: { until: null, by: 'maya' } },
    wrong: { ...RUSH_PACING, pause: { until: null } },
  },
  {
    name: 'resumeOnlineOrders',
    run: (api) => resumeOnlineOrders(api, 'x1y2z3'),
    request: { method: 'DELETE', url: 'http://shop.test/api/staff/pacing/pause' },
    csrf: true,
    answer: { ...RUSH_PACING, pause: null },
  },
  { name: 'getHistory', run: (api) => getHistory(api), request: { method: 'GET', url: 'http://shop.test/api/staff/history' }, csrf: false, answer: [ENTRY], wrong: [{ ...ENTRY, action: 'pizza-eaten' }] },
  {
    name: 'getHistory, an older page',
    run: (api) => getHistory(api, { before: ENTRY.at, limit: 20 }),
    request: { method: 'GET', url: 'http://shop.test/api/staff/history?before=2026-11-23T10%3A15%3A00.000Z&limit=20' },
    csrf: false,
    answer: [ENTRY],
    wrong: {},
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
    fetch.mockResolvedValueOnce(jsonAnswer(409, { status: 'fail', message: 'Order #K7M2P9QX is delivered: it cannot become baking' }));
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
    fetch.mockResolvedValueOnce(wrong === undefined ? jsonAnswer(200, { status: 'fail' }) : success(wrong));
    const error = await run(api).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(InvalidAnswerError);
    expect(error).toHaveProperty('message', 'The shop server sent an answer the kitchen cannot read. Please reload the page.');
  });

  it('tells a lost session apart (401), which asks for a sign-in', async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(jsonAnswer(401, { status: 'fail', message: 'Please sign in to the kitchen' }));
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
    ['a password too short', (api: ApiConnection) => addStaff(api, { username: 'ram', password: 'momo', role: 'kitchen' }, 'x1y2z3'), 'at least 12 characters'],
    ['a pizza without ingredients', (api: ApiConnection) => addPizza(api, { name: 'Plain', ingredients: [], unitPrice: 500 }, 'x1y2z3'), 'at least one ingredient'],
    [
      'hours closing before they open',
      (api: ApiConnection) => changeShopSettings(api, { hours: [[{ opens: '21:00', closes: '11:00' }], [], [], [], [], [], []] }, 'x1y2z3'),
      'close after it opens',
    ],
    ['a busy spell of a length staff cannot choose', (api: ApiConnection) => markBusy(api, { extraMinutes: 15 as never, forMinutes: 30 }, 'x1y2z3'), 'adds 10, 20 or 30 minutes'],
    ['a pause of a length staff cannot choose', (api: ApiConnection) => pauseOnlineOrders(api, { forMinutes: 45 as never }, 'x1y2z3'), 'for 15, 30 or 60 minutes'],
    ['a photo that is no picture', (api: ApiConnection) => putPizzaPhoto(api, 1, new Blob(['%PDF'], { type: 'application/pdf' }), 'x1y2z3'), 'JPEG, PNG or WebP'],
    ['a photo too large', (api: ApiConnection) => putPizzaPhoto(api, 1, new Blob([new Uint8Array(8 * 1024 * 1024 + 1)], { type: 'image/png' }), 'x1y2z3'), 'at most 8 MB'],
  ])('refuses %s with the server’s words, without a request', async (_what, run, words) => {
    const { api, fetch, failures } = fakeConnection();
    const error = await run(api).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as Error).message).toContain(words);
    expect(fetch).not.toHaveBeenCalled();
    expect(failures).toEqual([]);
  });
});

describe('a pizza’s photo', () => {
  it('goes as the file itself, with its own media type', async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(success(STAFF_PIZZA));
    const photo = new Blob(['webp bytes'], { type: 'image/webp' });
    await putPizzaPhoto(api, 1, photo, 'x1y2z3');
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.body).toBe(photo);
    expect(new Headers(init?.headers).get('content-type')).toBe('image/webp');
  });
});

describe('the sales’ CSV', () => {
  it('is a link to the range’s file on the shop’s server', () => {
    const { api } = fakeConnection();
    expect(salesExportUrl(api, { from: '2026-11-01', to: '2026-11-30' })).toBe('http://shop.test/api/staff/sales/orders.csv?from=2026-11-01&to=2026-11-30');
  });
});
