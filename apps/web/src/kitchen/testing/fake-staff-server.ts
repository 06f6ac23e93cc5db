import { vi } from 'vitest';
import type { KitchenPacing, NewOrder, Pizza, ShopStatus, StaffOrder } from '@chulo/api-client/contract';
import { ALWAYS_OPEN } from '@chulo/domain';
import { jsonAnswer as json, MARGHERITA, MARGHERITA_IN_SIZES } from '@chulo/api-client/testing';
import { FakeEventStream } from '../../testing/fake-event-stream.ts';
import { staffOrder } from './staff-order.ts';

export { FakeEventStream };

export const SESSION = { username: 'maya', role: 'owner', csrfToken: 'token-123', expiresAt: Date.now() + 3_600_000 } as const;

/** A member of the kitchen, who may not use the owners' screens. */
export const KITCHEN_SESSION = { ...SESSION, username: 'ram', role: 'kitchen' } as const;

/** The kitchen's pace as the fake server sets it for `forMinutes` from now (null: until resumed). */
const untilIn = (forMinutes: number | null) => (forMinutes === null ? null : new Date(Date.now() + forMinutes * 60_000).toISOString());

/** The id the fake server gives an order taken by phone. */
export const PHONE_ORDER_ID = 'PHON2345';

/** An order taken by phone, as the server answers it: the body's customer, and its lines priced as the Margherita is. */
const takenByPhone = (body: NewOrder): StaffOrder =>
  staffOrder({
    id: PHONE_ORDER_ID,
    channel: 'phone',
    customer: body.customer,
    phone: body.phone,
    address: body.address,
    priority: body.priority,
    ...(body.deliverAt && { deliverAt: body.deliverAt, estimatedDelivery: body.deliverAt }),
    // A way to pay at the door, never paid yet.
    ...(body.payment && { payment: { method: body.payment, paid: false } }),
    cart: body.cart.map((line) => ({ pizzaId: line.pizzaId, name: MARGHERITA.name, quantity: line.quantity, unitPrice: MARGHERITA.unitPrice, totalPrice: line.quantity * MARGHERITA.unitPrice })),
  });

/** The shop's status: open all day, every day, an order delivered at the soonest 32 minutes from now. */
const OPEN_ALL_DAY: ShopStatus = { open: true, opensAt: null, closure: null, deliveryArea: null, schedule: ALWAYS_OPEN, leadMinutes: 32 };

/**
 * The staff API in memory: a signed-in session, the open orders in `orders`, the kitchen's pace
 * in `pacing`, the public menu in `menu` and the shop's status in `shop`, and every request kept in
 * `requests` for the test to look at.
 * An order taken by phone joins `orders`, unless `refusePhoneOrders` says why not.
 */
export function fakeStaffServer(initialOrders: StaffOrder[]) {
  const server = {
    menu: [MARGHERITA_IN_SIZES] as Pizza[],
    shop: OPEN_ALL_DAY,
    refusePhoneOrders: null as { status: number; message: string } | null,
    orders: [...initialOrders],
    pacing: { busy: null, pause: null } as KitchenPacing,
    requests: [] as { method: string; path: string; headers: Headers; body: unknown }[],
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    server.requests.push({ method, path, headers: new Headers(init.headers), body });

    if (path === '/api/staff/session') return json(200, { status: 'success', data: SESSION });
    if (path === '/api/staff/events') return new FakeEventStream(init.signal).response;
    if (path === '/api/menu') return json(200, { status: 'success', data: server.menu });
    if (path === '/api/shop') return json(200, { status: 'success', data: server.shop });
    if (path === '/api/staff/orders' && method === 'POST') {
      if (server.refusePhoneOrders) return json(server.refusePhoneOrders.status, { status: 'fail', message: server.refusePhoneOrders.message });
      const taken = takenByPhone(body);
      server.orders.push(taken);
      return json(201, { status: 'success', data: taken });
    }
    if (path === '/api/staff/orders') return json(200, { status: 'success', data: server.orders });
    const moving = /^\/api\/staff\/orders\/(\w+)$/.exec(path);
    if (moving && method === 'PATCH') {
      const order = server.orders.find((candidate) => candidate.id === moving[1]);
      if (!order) return json(404, { status: 'fail', message: `Couldn't find order #${moving[1]}` });
      const moved = { ...order, status: body.status, statusHistory: [...order.statusHistory, { status: body.status, at: new Date().toISOString() }] };
      server.orders = server.orders.map((candidate) => (candidate.id === moved.id ? moved : candidate));
      return json(200, { status: 'success', data: moved });
    }
    const pacing = /^\/api\/staff\/pacing\/(busy|pause)$/.exec(path)?.[1];
    if (pacing === 'busy') server.pacing = { ...server.pacing, busy: method === 'PUT' ? { extraMinutes: body.extraMinutes, until: untilIn(body.forMinutes)!, by: SESSION.username } : null };
    if (pacing === 'pause') server.pacing = { ...server.pacing, pause: method === 'PUT' ? { until: untilIn(body.forMinutes), by: SESSION.username } : null };
    if (pacing) return json(200, { status: 'success', data: server.pacing });
    return json(404, { status: 'fail', message: `There is nothing at ${method} ${path}` });
  });
  vi.stubGlobal('fetch', fetch);
  FakeEventStream.opened = [];
  return server;
}
