import { reverseGeocode } from './calls/geocode.ts';
import { followOrder } from './calls/live-order.ts';
import { getMenu } from './calls/menu.ts';
import { getOrder, makeOrderPriority } from './calls/order.ts';
import { createOrder } from './calls/place-order.ts';
import { getShopStatus } from './calls/shop-status.ts';
import { payOrder } from './calls/payment.ts';
import { type ApiClientOptions, type ApiConnection, createApiConnection } from './connection.ts';
import { editPizza, followOrders, getOpenOrders, getOrder as getStaffOrder, getSession, moveOrder, signIn, signOut, takePhoneOrder } from './staff/index.ts';

/** A call function (`getMenu(api)`) as a method of a client that holds its connection (`api.getMenu()`). */
type Method<Call> = Call extends (api: ApiConnection, ...args: infer Args) => infer Answer ? (...args: Args) => Answer : never;
type Methods<Calls> = { [Name in keyof Calls]: Method<Calls[Name]> };

const customerCalls = { getMenu, getOrder, createOrder, makeOrderPriority, payOrder, reverseGeocode, followOrder, getShopStatus };
// Named one by one, not `import * as`: the namespace would carry the staff entry's types into the methods.
const staffCalls = { getSession, signIn, signOut, getOpenOrders, getOrder: getStaffOrder, takePhoneOrder, moveOrder, editPizza, followOrders };

/** Every call of the customer's app as a method, and the kitchen's under `staff`. */
export type ApiClient = ApiConnection & Methods<typeof customerCalls> & { staff: Methods<typeof staffCalls> };

function methods<Calls extends object>(api: ApiConnection, calls: Calls): Methods<Calls> {
  const entries = Object.entries(calls).map(([name, call]: [string, (api: ApiConnection, ...args: unknown[]) => unknown]) => [
    name,
    (...args: unknown[]) => call(api, ...args),
  ]);
  return Object.fromEntries(entries) as Methods<Calls>;
}

/**
 * A client of the shop's API with a method for every call: `api.getMenu()`,
 * `api.staff.moveOrder(id, 'baking', csrfToken)`. Every answer is checked against the
 * contract before a caller sees it. It loads every call's code; an app that splits its
 * code by screen calls the functions instead (`getMenu(createApiConnection())`).
 */
export function createApiClient(options?: ApiClientOptions): ApiClient {
  const api = createApiConnection(options);
  return { ...api, ...methods(api, customerCalls), staff: methods(api, staffCalls) };
}
