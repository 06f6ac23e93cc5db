import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/staff-endpoints.ts';
import { type BusySpellRequest, BusySpellSchema, type KitchenPacing, type OrdersPauseRequest, OrdersPauseSchema } from '../contract/pacing.ts';
import checkKitchenPacing from '../generated/kitchen-pacing.ts';
import { checkRequest } from '../request-check.ts';
import { ask, change } from './ask.ts';

/** The kitchen's pace, for either role: each call answers what holds now, until when, and who set it. */

export function getPacing(api: ApiConnection): Promise<KitchenPacing> {
  return ask(api, { to: endpoint.getPacing, check: checkKitchenPacing });
}

/** `extraMinutes` (10, 20 or 30) more on every new estimate, for `forMinutes` (30, 60 or 90). */
export async function markBusy(api: ApiConnection, spell: BusySpellRequest, csrfToken: string): Promise<KitchenPacing> {
  const request = { to: endpoint.markBusy, body: spell };
  checkRequest(BusySpellSchema, request);
  return change(api, csrfToken, { ...request, check: checkKitchenPacing });
}

export function endBusy(api: ApiConnection, csrfToken: string): Promise<KitchenPacing> {
  return change(api, csrfToken, { to: endpoint.endBusy, check: checkKitchenPacing });
}

/** Web orders refused for `forMinutes` (15, 30 or 60), or until resumed (null); orders taken by phone still go in. */
export async function pauseOnlineOrders(api: ApiConnection, pause: OrdersPauseRequest, csrfToken: string): Promise<KitchenPacing> {
  const request = { to: endpoint.pauseOnlineOrders, body: pause };
  checkRequest(OrdersPauseSchema, request);
  return change(api, csrfToken, { ...request, check: checkKitchenPacing });
}

export function resumeOnlineOrders(api: ApiConnection, csrfToken: string): Promise<KitchenPacing> {
  return change(api, csrfToken, { to: endpoint.resumeOnlineOrders, check: checkKitchenPacing });
}
