import type { ShopStatus } from '@chulo/api-client';
import { messages } from '@chulo/api-client/contract';
import { deliversTo, formatOpening } from '@chulo/domain';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

/**
 * Whether the shop takes orders, where it delivers and its phone, as the order form or an order's
 * page last heard it. `status` stays null when it could not be asked: the form then takes the order
 * as before, and the server, which decides on every order, says no in its own words if it must;
 * the order page offers no number to call.
 */
export interface ShopState {
  status: ShopStatus | null;
}

export const shopActions = {
  load: () => ({ type: 'shop/load' }) as const,
  found: (status: ShopStatus) => ({ type: 'shop/found', status }) as const,
  /** The status could not be had: the order form goes on without it (no `error`, so the form's loader does not fail). */
  unknown: () => ({ type: 'shop/unknown' }) as const,
};

export type ShopAction = ActionsOf<typeof shopActions>;

const initialState: ShopState = { status: null };

export function shopReducer(state = initialState, action: AppAction): ShopState {
  switch (action.type) {
    case 'shop/found':
      return { status: action.status };
    case 'shop/unknown':
      return initialState;
    default:
      return state;
  }
}

export const isShopOutcome = (action: AppAction): action is ReturnType<(typeof shopActions)['found' | 'unknown']> =>
  action.type === 'shop/found' || action.type === 'shop/unknown';

export const selectShopStatus = (state: RootState) => (state.shop ?? initialState).status;

/** The number customers may call, once the owner has given one and the status has come. */
export const selectShopPhone = (state: RootState) => selectShopStatus(state)?.phone ?? null;

/** What the order form says while the shop is closed: when it opens again, in the server's words, and why it is closed. */
export interface ClosedNotice {
  message: string;
  closure: string | null;
}

/**
 * The order form's notice at `now`, or null while the shop takes orders. Once the opening time the
 * server gave has come, the shop is open again: a form left open over the closed hours takes the order.
 */
export function closedNotice(status: ShopStatus | null, now: number): ClosedNotice | null {
  if (!status || status.open) return null;
  const opensAt = status.opensAt === null ? null : Date.parse(status.opensAt);
  if (opensAt !== null && opensAt <= now) return null;
  return { message: messages.shopClosed(opensAt === null ? null : formatOpening(opensAt, now)), closure: status.closure };
}

/** Once 'Get Position' has found the customer, whether the shop delivers there: the message to show under the address, or null. */
export function selectOutsideDeliveryArea(state: RootState): string | null {
  const area = selectShopStatus(state)?.deliveryArea ?? null;
  const { position } = state.user;
  if (!area || !position || deliversTo(area, position)) return null;
  return messages.outsideDeliveryArea(area.radiusKm);
}
