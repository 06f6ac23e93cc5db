import type { FastifyInstance } from 'fastify';
import { type KitchenPacing, messages, routes, type StaffOrder } from '@chulo/api-client/contract';
import { ClientError } from '../refusals.ts';
import type { KitchenMoves } from '../services/kitchen-moves.ts';
import type { KitchenPace } from '../services/kitchen-pace.ts';
import type { MenuEditor } from '../services/menu-editor.ts';
import type { StaffAccounts } from '../services/staff-roster.ts';
import type { OrderWatch } from '../live/order-watch.ts';
import type { SessionWatch } from '../live/session-watch.ts';
import { clientOf } from '../plugins/client-address.ts';
import { ClientWindows, tooManyRequests } from '../plugins/client-windows.ts';
import { SESSION_COOKIE } from '../plugins/staff-auth.ts';
import type { SignInBackOff } from '../services/sign-in-back-off.ts';
import { serve } from './serve.ts';

interface StaffRouteOptions {
  accounts: StaffAccounts;
  kitchen: KitchenMoves;
  pace: KitchenPace;
  editor: MenuEditor;
  watch: OrderWatch<StaffOrder>;
  sessions: SessionWatch;
  backOff: SignInBackOff;
  /** Failed sign-ins a client may make in 15 minutes; null: no limit (RATE_LIMIT=off). */
  failedSignInsPerAddress: number | null;
}

const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** The kitchen's API; the route table says which routes need a session (and, for changes, its CSRF token). */
export async function staffRoutes(app: FastifyInstance, options: StaffRouteOptions) {
  const { accounts, kitchen, pace, editor, watch, sessions, backOff, failedSignInsPerAddress } = options;
  const failedFrom = new ClientWindows(SIGN_IN_WINDOW_MS);

  // Failures only count, per client and per username tried; a wait is refused before the password is looked at.
  serve(app, routes.signIn, async ({ body, request, reply }) => {
    const username = body.username.trim().toLowerCase();
    const client = clientOf(request.ip);
    const waitMs = Math.max(failedSignInsPerAddress === null ? 0 : failedFrom.waitMs(client, failedSignInsPerAddress), await backOff.waitMs(username));
    if (waitMs > 0) throw tooManyRequests(reply, waitMs);
    const signedIn = await accounts.signIn(username, body.password);
    if (!signedIn) {
      failedFrom.count(client);
      await backOff.failed(username);
      request.log.warn({ username: body.username }, 'failed staff sign-in');
      throw new ClientError(401, messages.WRONG_PASSWORD);
    }
    await backOff.succeeded(username);
    app.startStaffSession(reply, signedIn.token, signedIn.session);
    return signedIn.session;
  });

  serve(app, routes.getSession, ({ request }) => request.staff!);

  serve(app, routes.signOut, async ({ request, reply }) => {
    await app.endStaffSession(request, reply);
    return null;
  });

  serve(app, routes.getOpenOrders, ({ query }) => kitchen.openOrders(query.status));

  serve(app, routes.getStaffOrder, ({ params }) => kitchen.findForStaff(params.id));

  serve(app, routes.moveOrder, async ({ params, body: { status }, request }) => {
    const order = await kitchen.moveTo(params.id, status);
    request.log.info({ orderId: order.id, status, staff: request.staff?.username }, 'order moved');
    return order;
  });

  serve(app, routes.editPizza, async ({ params: { pizzaId }, body: { soldOut, unitPrice }, request }) => {
    // The kitchen marks pizzas sold out; prices are the owners'.
    if (unitPrice !== undefined && request.staff?.role !== 'owner') throw new ClientError(403, messages.OWNERS_ONLY);
    const pizza = await editor.change(request.staff!.username, pizzaId, { soldOut, unitPrice });
    request.log.info({ pizzaId, soldOut, unitPrice, staff: request.staff?.username }, 'menu edited');
    return pizza;
  });

  /** The dashboard, live: every order change, with the details the kitchen needs, and the kitchen's pace, for as long as the session lasts. */
  serve(app, routes.followOrders, ({ request, reply }) => {
    const stream = app.openEventStream(request, reply, 'staff');
    stream.onClose(sessions.hold(request.cookies[SESSION_COOKIE]!, request.staff!, () => stream.close()));
    stream.onClose(watch.watch('*', (order) => stream.send('order', order)));
    const sendPacing = (pacing: KitchenPacing) => stream.send('pacing', pacing);
    const pacingFailed = (error: unknown) => request.log.error({ err: error }, 'could not read the kitchen’s pace');
    stream.onClose(pace.watch(sendPacing, pacingFailed));
    stream.send('ready', null);
    pace.forStaff().then(sendPacing, pacingFailed);
    return reply;
  });
}
