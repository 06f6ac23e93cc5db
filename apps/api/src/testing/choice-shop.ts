import { staffHeaders } from '@chulo/test-lab';
import type { DatabaseKind } from '../data/database.ts';
import { readHistory } from '../data/history-log.ts';
import { OPENING_CRUSTS, OPENING_EXTRAS, OPENING_SIZES } from '../data/opening-choices.ts';
import { newOrder } from './sample-orders.ts';
import { useOwnerAndCook, useTestShop } from './test-shop.ts';

/** The opening menu's choices by id: Medium is the default size, Classic the default crust. */
export const [MEDIUM, LARGE, FAMILY] = OPENING_SIZES.map((size) => size.id) as [number, number, number];
export const [CLASSIC, THIN, CHEESE_BURST] = OPENING_CRUSTS.map((crust) => crust.id) as [number, number, number];
export const [CHEESE, CHICKEN, MUSHROOMS, JALAPENO] = OPENING_EXTRAS.map((extra) => extra.id) as [number, number, number, number];

/**
 * For the enclosing `describe`: a shop on `kind` with its opening choices, an owner and a cook, and
 * what tests of sizes, crusts and extras do with them (the kitchen's autopilot off, so orders stay put).
 */
export function useChoiceShop(kind: DatabaseKind) {
  const { shop, api } = useTestShop(kind, { env: { KITCHEN_AUTOPILOT: '0' } });
  const staff = useOwnerAndCook(shop, 'sizes crusts and extras');
  return {
    shop,
    api,
    staff,
    asOwner: (method: string, path: string, body?: unknown) => api(method, path, body, staffHeaders(staff.owner)),
    asKitchen: (method: string, path: string, body?: unknown) => api(method, path, body, staffHeaders(staff.kitchen)),
    /** A pizza as the customers' menu has it now. */
    menuPizza: async (pizzaId: number) => (await api('GET', '/api/menu')).json.data.find((pizza: { id: number }) => pizza.id === pizzaId),
    /** The newest `count` lines of the history, newest first. */
    lastHistory: async (count = 1) => (await readHistory(shop.store.db, { limit: count })).map(({ staff: who, action, summary }) => ({ staff: who, action, summary })),
    /** One of `pizzaId` as `choice` makes it (none: as the menu prices it). */
    orderOne: (pizzaId: number, choice?: object) => api('POST', '/api/order', newOrder({ cart: [{ pizzaId, quantity: 1, ...(choice && { choice }) }] })),
  };
}
