import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_UNIT_PRICE, toPaisa } from '@chulo/domain';
import { OrderStatusSchema, type StaffOrder } from '@chulo/api-client/contract';
import { ClientError } from '../domain/errors.ts';
import type { MenuBoard } from '../domain/menu-board.ts';
import type { OrderDesk } from '../domain/order-desk.ts';
import type { StaffAccounts } from '../domain/staff-accounts.ts';
import type { OrderWatch } from '../live/order-watch.ts';
import type { RouteLimits } from '../plugins/rate-limits.ts';
import { parseOr400 } from './parse.ts';

const Login = z.object({ username: z.string().max(100), password: z.string().max(200) });
const IdParams = z.object({ id: z.string().max(64) });
const StatusFilter = z.object({ status: z.optional(OrderStatusSchema) });
const StatusChange = z.strictObject({ status: OrderStatusSchema });
const PizzaParams = z.object({ pizzaId: z.coerce.number().int().positive() });
const MenuChange = z
  .strictObject({
    soldOut: z.boolean().optional(),
    unitPrice: z.number().positive().max(MAX_UNIT_PRICE).multipleOf(0.01, 'A price has at most two decimals').optional(),
  })
  .refine((change) => change.soldOut !== undefined || change.unitPrice !== undefined, 'Nothing to change');

interface StaffRouteOptions {
  accounts: StaffAccounts;
  orders: OrderDesk;
  menu: MenuBoard;
  watch: OrderWatch<StaffOrder>;
  limits: RouteLimits;
}

export async function staffRoutes(app: FastifyInstance, { accounts, orders, menu, watch, limits }: StaffRouteOptions) {
  app.post('/api/staff/login', { config: { rateLimit: limits.staffLogin } }, async (request, reply) => {
    const { username, password } = parseOr400(Login, request.body);
    const signedIn = await accounts.signIn(username.trim().toLowerCase(), password);
    if (!signedIn) {
      request.log.warn({ username }, 'failed staff sign-in');
      throw new ClientError(401, 'Wrong username or password');
    }
    app.startStaffSession(reply, signedIn.token, signedIn.session);
    return { status: 'success', data: signedIn.session };
  });

  // Everything below needs a signed-in member of staff.
  await app.register(async (staffOnly) => {
    staffOnly.addHook('preHandler', app.requireStaff);

    staffOnly.get('/api/staff/session', async (request) => ({ status: 'success', data: request.staff }));

    staffOnly.post('/api/staff/logout', async (request, reply) => {
      await app.endStaffSession(request, reply);
      return { status: 'success', data: null };
    });

    staffOnly.get('/api/staff/orders', async (request) => {
      const { status } = parseOr400(StatusFilter, request.query);
      return { status: 'success', data: await orders.openOrders(status) };
    });

    staffOnly.get('/api/staff/orders/:id', async (request) => {
      const { id } = parseOr400(IdParams, request.params);
      return { status: 'success', data: await orders.findForStaff(id) };
    });

    staffOnly.patch('/api/staff/orders/:id', async (request) => {
      const { id } = parseOr400(IdParams, request.params);
      const { status } = parseOr400(StatusChange, request.body);
      const order = await orders.moveTo(id, status);
      request.log.info({ orderId: order.id, status, staff: request.staff?.username }, 'order moved');
      return { status: 'success', data: order };
    });

    staffOnly.patch('/api/staff/menu/:pizzaId', async (request) => {
      const { pizzaId } = parseOr400(PizzaParams, request.params);
      const { soldOut, unitPrice } = parseOr400(MenuChange, request.body);
      const pizza = await menu.edit(pizzaId, {
        ...(soldOut === undefined ? {} : { soldOut }),
        ...(unitPrice === undefined ? {} : { unitPrice: toPaisa(unitPrice) }),
      });
      request.log.info({ pizzaId, soldOut, unitPrice, staff: request.staff?.username }, 'menu edited');
      return { status: 'success', data: pizza };
    });

    /** The dashboard, live: every order change, with the details the kitchen needs. */
    staffOnly.get('/api/staff/events', async (request, reply) => {
      const stream = app.openEventStream(request, reply);
      stream.onClose(watch.watch('*', (order) => stream.send('order', order)));
      stream.send('ready', null);
    });
  });
}
