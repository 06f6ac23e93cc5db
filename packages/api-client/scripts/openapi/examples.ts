import type * as z from 'zod/mini';
import type { NewOrder, Pizza, Route, RouteName, routes, ShopSettings, StaffAccount, StaffChoice, StaffPizza } from '../../src/contract/index.ts';
import { CONFIGURED_ORDER, MARGHERITA_IN_SIZES, ORDER, PIZZA_PHOTO, RUSH_PACING, SESSION, STAFF_ORDER, THAMEL } from '../../src/testing/samples.ts';

/**
 * What the reference shows other teams for each route: a request as a caller sends it and the
 * answer's data, typed by the route's own schemas (openapi.test.ts also parses each with them).
 */

type Sent<Schema> = Schema extends z.ZodMiniType ? z.input<Schema> : never;
type Answered<Schema> = Schema extends z.ZodMiniType ? z.output<Schema> : null;

/** One event of a live route: its name, and its data (null for an event that carries none). */
export interface LiveEvent<Data> {
  event: string;
  data: Data | null;
}

export interface RouteExample<R extends Route> {
  params?: Sent<R['params']>;
  query?: Sent<R['query']>;
  headers?: Sent<R['headers']>;
  body?: Sent<R['body']>;
  /** The answer's data; for a live route, the events it sends first. */
  answer: R['answer'] extends 'events' ? LiveEvent<Answered<R['data']>>[] : Answered<R['data']>;
}

/** The reference shows the Margherita as an owner left it, with a photo, in its sizes, crusts and extras. */
const MARGHERITA: Pizza = { ...MARGHERITA_IN_SIZES, photo: PIZZA_PHOTO };

/** The opening menu's last pizza, which sells out first. */
const YAK_CHEESE: Pizza = {
  id: 17,
  name: 'Yak Cheese & Walnut',
  unitPrice: 1050,
  ingredients: ['cream', 'yak cheese', 'walnut', 'honey', 'rocket'],
  soldOut: true,
  imageUrl: '/images/pizzas/17.svg',
  photo: null,
};

const MEDIUM: StaffChoice = { id: 1, kind: 'size', name: 'Medium', inches: 10, soldOut: false, isDefault: true, retired: false, prices: [] };
const THIN: StaffChoice = { id: 5, kind: 'crust', name: 'Thin', inches: null, soldOut: false, isDefault: false, retired: false, prices: MARGHERITA_IN_SIZES.crusts![1]!.surcharges };
const STAFF_MARGHERITA: StaffPizza = { ...MARGHERITA, retired: false, position: 1 };
const STAFF_YAK_CHEESE: StaffPizza = { ...YAK_CHEESE, retired: false, position: 2 };
const KITCHEN_ACCOUNT: StaffAccount = { username: 'ram', role: 'kitchen', createdAt: '2026-11-20T04:15:00.000Z' };
const OPEN_ELEVEN_TO_TEN = Array.from({ length: 7 }, () => [{ opens: '11:00', closes: '22:00' }]);
const SHOP_PHONE = '01-5555555';
const SHOP_SETTINGS: ShopSettings = {
  hours: OPEN_ELEVEN_TO_TEN,
  closures: [{ from: '2026-10-19', to: '2026-10-21', reason: 'Dashain' }],
  deliveryArea: { center: { latitude: 27.7154, longitude: 85.3123 }, radiusKm: 8 },
  phone: SHOP_PHONE,
};
const SALES_RANGE = { from: '2026-11-20', to: '2026-11-26' };

/**
 * CONFIGURED_ORDER as its customer (STAFF_ORDER's) sent it: two Margheritas as the menu prices them,
 * with no choice, and a Large one chosen.
 */
const NEW_ORDER: NewOrder = {
  customer: STAFF_ORDER.customer,
  phone: STAFF_ORDER.phone,
  address: STAFF_ORDER.address,
  directions: STAFF_ORDER.directions,
  position: STAFF_ORDER.position,
  priority: STAFF_ORDER.priority,
  cart: [
    { pizzaId: 1, quantity: 2 },
    { pizzaId: 1, quantity: 1, choice: { sizeId: 2, crustId: 5, extraIds: [7], without: ['basil'] } },
  ],
};

const byId = { id: ORDER.id };

export const EXAMPLES: { [Name in RouteName]: RouteExample<(typeof routes)[Name]> } = {
  getMenu: { answer: [MARGHERITA, YAK_CHEESE] },
  createOrder: {
    headers: { 'idempotency-key': '6f1c2a9e-4b7d-4e0a-9c35-8d2f1b7a5e60' },
    body: NEW_ORDER,
    answer: CONFIGURED_ORDER,
  },
  getOrder: { params: byId, answer: CONFIGURED_ORDER },
  makeOrderPriority: { params: byId, body: { priority: true }, answer: { ...ORDER, priority: true, priorityPrice: 260 } },
  followOrder: { params: byId, answer: [{ event: 'order', data: ORDER }] },
  reverseGeocode: { query: { latitude: String(THAMEL.latitude), longitude: String(THAMEL.longitude) }, answer: THAMEL },
  signIn: { body: { username: SESSION.username, password: 'dal-bhat-at-noon' }, answer: SESSION },
  signOut: { answer: null },
  getSession: { answer: SESSION },
  getOpenOrders: { query: { status: STAFF_ORDER.status }, answer: [STAFF_ORDER] },
  getStaffOrder: { params: byId, answer: STAFF_ORDER },
  // The same order taken by phone: no position (the address is read out), answered as the kitchen sees it.
  takePhoneOrder: {
    body: { ...NEW_ORDER, position: '' },
    answer: { ...STAFF_ORDER, ...CONFIGURED_ORDER, queuedAt: CONFIGURED_ORDER.createdAt, position: '', channel: 'phone' },
  },
  moveOrder: { params: byId, body: { status: 'delivering' }, answer: { ...STAFF_ORDER, status: 'delivering' } },
  editPizza: { params: { pizzaId: String(MARGHERITA.id) }, body: { soldOut: true }, answer: { ...MARGHERITA, soldOut: true } },
  followOrders: {
    answer: [
      { event: 'ready', data: null },
      { event: 'pacing', data: RUSH_PACING },
      { event: 'order', data: STAFF_ORDER },
    ],
  },
  getShopStatus: { answer: { open: false, opensAt: '2026-11-27T05:15:00.000Z', closure: null, deliveryArea: SHOP_SETTINGS.deliveryArea, phone: SHOP_PHONE } },
  listStaff: { answer: [{ username: SESSION.username, role: 'owner', createdAt: '2026-11-01T03:00:00.000Z' }, KITCHEN_ACCOUNT] },
  addStaff: { body: { username: KITCHEN_ACCOUNT.username, password: 'momo for the whole valley', role: 'kitchen' }, answer: KITCHEN_ACCOUNT },
  changeStaff: { params: { username: KITCHEN_ACCOUNT.username }, body: { role: 'owner' }, answer: { ...KITCHEN_ACCOUNT, role: 'owner' } },
  removeStaff: { params: { username: KITCHEN_ACCOUNT.username }, answer: null },
  listPizzas: { answer: [STAFF_MARGHERITA, { ...STAFF_YAK_CHEESE, retired: true }] },
  addPizza: {
    body: { name: 'Chicken Sekuwa', ingredients: ['tomato', 'mozzarella', 'sekuwa chicken', 'timur'], unitPrice: 890 },
    answer: { id: 19, name: 'Chicken Sekuwa', ingredients: ['tomato', 'mozzarella', 'sekuwa chicken', 'timur'], unitPrice: 890, soldOut: false, imageUrl: '/images/pizzas/19.svg', photo: null, retired: false, position: 19 },
  },
  changePizza: { params: { pizzaId: String(MARGHERITA.id) }, body: { unitPrice: 700 }, answer: { ...STAFF_MARGHERITA, unitPrice: 700 } },
  orderPizzas: { body: { pizzaIds: [YAK_CHEESE.id, MARGHERITA.id] }, answer: [{ ...STAFF_YAK_CHEESE, position: 1 }, { ...STAFF_MARGHERITA, position: 2 }] },
  putPizzaPhoto: { params: { pizzaId: String(MARGHERITA.id) }, answer: STAFF_MARGHERITA },
  removePizzaPhoto: { params: { pizzaId: String(MARGHERITA.id) }, answer: { ...STAFF_MARGHERITA, photo: null } },
  listChoices: { answer: [MEDIUM, THIN] },
  addChoice: {
    body: { kind: 'extra', name: 'Sukuti', prices: [{ sizeId: 1, price: 150 }, { sizeId: 2, price: 200 }, { sizeId: 3, price: 250 }] },
    answer: { id: 13, kind: 'extra', name: 'Sukuti', inches: null, soldOut: false, isDefault: false, retired: false, prices: [{ sizeId: 1, price: 150 }, { sizeId: 2, price: 200 }, { sizeId: 3, price: 250 }] },
  },
  changeChoice: { params: { choiceId: String(THIN.id) }, body: { prices: [{ sizeId: 1, price: 60 }, { sizeId: 2, price: 90 }] }, answer: { ...THIN, prices: [{ sizeId: 1, price: 60 }, { sizeId: 2, price: 90 }] } },
  markChoiceSoldOut: { params: { choiceId: String(THIN.id) }, body: { soldOut: true }, answer: { ...THIN, soldOut: true } },
  setPizzaOffer: {
    params: { pizzaId: String(MARGHERITA.id) },
    body: {
      sizes: MARGHERITA.sizes!.map(({ id, price }) => ({ sizeId: id, price })),
      crustIds: MARGHERITA.crusts!.slice(1).map((crust) => crust.id),
      extraIds: MARGHERITA.extras!.map((extra) => extra.id),
      maxExtras: 3,
    },
    answer: STAFF_MARGHERITA,
  },
  getShopSettings: { answer: SHOP_SETTINGS },
  changeShopSettings: { body: { hours: OPEN_ELEVEN_TO_TEN }, answer: SHOP_SETTINGS },
  getSales: {
    query: SALES_RANGE,
    // CONFIGURED_ORDER and a Capricciosa, delivered; and an order cancelled.
    answer: {
      ...SALES_RANGE,
      orders: 3,
      revenue: 3_360,
      cancelled: 1,
      priorityShare: 0,
      delivered: 2,
      onTime: 1,
      averageLatenessMinutes: 6,
      byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 12 ? 2 : hour === 19 ? 1 : 0, revenue: hour === 12 ? 2_490 : hour === 19 ? 870 : 0 })),
      byDay: ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map((date) => ({
        date,
        orders: date === '2026-11-26' ? 3 : 0,
        revenue: date === '2026-11-26' ? 3_360 : 0,
      })),
      bestSellers: [
        { pizzaId: MARGHERITA.id, name: MARGHERITA.name, quantity: 3, revenue: 2_490 },
        { pizzaId: 16, name: 'Capricciosa', quantity: 1, revenue: 870 },
      ],
      bestSellersBySize: [
        { pizzaId: MARGHERITA.id, name: MARGHERITA.name, size: 'Medium', quantity: 2, revenue: 1_300 },
        { pizzaId: MARGHERITA.id, name: MARGHERITA.name, size: 'Large', quantity: 1, revenue: 1_190 },
        { pizzaId: 16, name: 'Capricciosa', size: 'Medium', quantity: 1, revenue: 870 },
      ],
      extras: [{ name: 'Extra cheese', quantity: 1, revenue: 160 }],
      // The Capricciosa was ordered by phone.
      byChannel: [
        { channel: 'web', orders: 2, revenue: 2_490 },
        { channel: 'phone', orders: 1, revenue: 870 },
      ],
    },
  },
  exportSales: { query: SALES_RANGE, answer: null },
  getPacing: { answer: RUSH_PACING },
  markBusy: { body: { extraMinutes: 20, forMinutes: 60 }, answer: RUSH_PACING },
  endBusy: { answer: { ...RUSH_PACING, busy: null } },
  pauseOnlineOrders: { body: { forMinutes: 15 }, answer: RUSH_PACING },
  resumeOnlineOrders: { answer: { ...RUSH_PACING, pause: null } },
  payOrder: {
    params: { id: ORDER.id },
    body: { method: 'khalti' },
    answer: {
      order: { ...ORDER, status: 'awaiting-payment', payment: { method: 'khalti', paid: false, state: 'open', payBy: '2026-11-26T07:00:00.000Z' } },
      checkout: { provider: 'khalti', url: 'https://pay.khalti.com/?pidx=bZQLD9wRVWo4CdESSfuSsB' },
    },
  },
  khaltiReturn: { query: { pidx: 'bZQLD9wRVWo4CdESSfuSsB' }, answer: null },
  esewaReturn: { query: { data: 'eyJzdGF0dXMiOiJDT01QTEVURSJ9' }, answer: null },
  esewaFailure: { params: { attempt: 'K7M2P9QX-2' }, answer: null },
  recordRefund: {
    params: { id: STAFF_ORDER.id },
    answer: { ...STAFF_ORDER, status: 'cancelled', payment: { method: 'esewa', paid: true, state: 'paid', reference: '0007ZJK', refund: 'refunded' } },
  },
  getHistory: {
    query: { limit: '50' },
    answer: [{ at: '2026-11-26T06:30:00.000Z', staff: SESSION.username, action: 'pizza-changed', summary: 'Margherita: price 650 → 700' }],
  },
};
