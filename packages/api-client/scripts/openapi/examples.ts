import type * as z from 'zod/mini';
import type { NewOrder, Pizza, Route, RouteName, routes } from '../../src/contract/index.ts';
import { MARGHERITA, ORDER, SESSION, STAFF_ORDER, THAMEL } from '../../src/testing/samples.ts';

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

/** The opening menu's last pizza, which sells out first. */
const YAK_CHEESE: Pizza = {
  id: 17,
  name: 'Yak Cheese & Walnut',
  unitPrice: 1050,
  ingredients: ['cream', 'yak cheese', 'walnut', 'honey', 'rocket'],
  soldOut: true,
  imageUrl: '/images/pizzas/17.svg',
};

/** The order the kitchen sees as STAFF_ORDER, as its customer sent it. */
const NEW_ORDER: NewOrder = {
  customer: STAFF_ORDER.customer,
  phone: STAFF_ORDER.phone,
  address: STAFF_ORDER.address,
  position: STAFF_ORDER.position,
  priority: STAFF_ORDER.priority,
  cart: STAFF_ORDER.cart.map(({ pizzaId, quantity }) => ({ pizzaId, quantity })),
};

const byId = { id: ORDER.id };

export const EXAMPLES: { [Name in RouteName]: RouteExample<(typeof routes)[Name]> } = {
  getMenu: { answer: [MARGHERITA, YAK_CHEESE] },
  createOrder: {
    headers: { 'idempotency-key': '6f1c2a9e-4b7d-4e0a-9c35-8d2f1b7a5e60' },
    body: NEW_ORDER,
    answer: { ...ORDER, status: 'preparing' },
  },
  getOrder: { params: byId, answer: ORDER },
  makeOrderPriority: { params: byId, body: { priority: true }, answer: ORDER },
  followOrder: { params: byId, answer: [{ event: 'order', data: ORDER }] },
  reverseGeocode: { query: { latitude: String(THAMEL.latitude), longitude: String(THAMEL.longitude) }, answer: THAMEL },
  signIn: { body: { username: SESSION.username, password: 'dal-bhat-at-noon' }, answer: SESSION },
  signOut: { answer: null },
  getSession: { answer: SESSION },
  getOpenOrders: { query: { status: STAFF_ORDER.status }, answer: [STAFF_ORDER] },
  getStaffOrder: { params: byId, answer: STAFF_ORDER },
  moveOrder: { params: byId, body: { status: 'delivering' }, answer: { ...STAFF_ORDER, status: 'delivering' } },
  editPizza: { params: { pizzaId: MARGHERITA.id }, body: { soldOut: true }, answer: { ...MARGHERITA, soldOut: true } },
  followOrders: {
    answer: [
      { event: 'ready', data: null },
      { event: 'order', data: STAFF_ORDER },
    ],
  },
};
