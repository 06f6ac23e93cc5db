import type { FastifyInstance } from 'fastify';
import { routes, type StaffAccount } from '@chulo/api-client/contract';
import type { StaffAccountRecord, StaffAccounts } from '../services/staff-roster.ts';
import { SESSION_COOKIE } from '../plugins/staff-auth.ts';
import { serve } from './serve.ts';

const onTheWire = (account: StaffAccountRecord): StaffAccount => ({ ...account, createdAt: new Date(account.createdAt).toISOString() });

/** Owners manage the shop's staff: add, change a role, reset a password, remove. Each change is in the history. */
export async function staffAccountRoutes(app: FastifyInstance, { accounts }: { accounts: StaffAccounts }) {
  serve(app, routes.listStaff, async () => (await accounts.list()).map(onTheWire));

  serve(app, routes.addStaff, async ({ body: { username, password, role }, request }) => {
    const added = await accounts.add(username, password, role, request.staff!.username);
    request.log.info({ username, role, staff: request.staff!.username }, 'staff account added');
    return onTheWire(added);
  });

  serve(app, routes.changeStaff, async ({ params: { username }, body, request }) => {
    // An owner resetting their own password stays signed in here; every other session of theirs ends.
    const changed = await accounts.change(username, body, request.staff!.username, request.cookies[SESSION_COOKIE]);
    request.log.info({ username, role: body.role, passwordReset: body.password !== undefined, staff: request.staff!.username }, 'staff account changed');
    return onTheWire(changed);
  });

  serve(app, routes.removeStaff, async ({ params: { username }, request }) => {
    await accounts.remove(username, request.staff!.username);
    request.log.info({ username, staff: request.staff!.username }, 'staff account removed');
    return null;
  });
}
