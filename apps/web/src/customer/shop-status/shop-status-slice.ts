import type { ShopStatus } from '@chulo/api-client';
import { messages } from '@chulo/api-client/contract';
import { busyMinutesAt, deliversTo, deliverySlots, formatOpening, type KitchenPacing, MINUTE, refusedWhilePaused, shopTimeOfDay, slotsByDay } from '@chulo/domain';
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

/**
 * What the order form says while the shop takes no online order: when it opens again or takes
 * them again, in the server's words, and why it is closed.
 */
export interface ClosedNotice {
  message: string;
  closure: string | null;
  /** Closed by its hours or a closure, the shop still takes an order for later; paused, it takes none online. */
  takesLater: boolean;
}

const instant = (time: string | null) => (time === null ? null : Date.parse(time));

/** The kitchen's pace as the shop's status told it (each part only while it held). */
function pacingOf({ busy, pause }: ShopStatus): KitchenPacing {
  return { busy: busy ? { extraMinutes: busy.extraMinutes, until: Date.parse(busy.until) } : null, pause: pause ? { until: instant(pause.until) } : null };
}

/**
 * The order form's notice at `now`, or null while the shop takes online orders: closed, or online
 * orders paused by the kitchen. Once the time the server gave has come (the opening, the pause's
 * end), the shop takes orders again: a form left open over it takes the order.
 */
export function closedNotice(status: ShopStatus | null, now: number): ClosedNotice | null {
  if (!status) return null;
  const opensAt = instant(status.opensAt);
  if (!status.open && (opensAt === null || opensAt > now)) {
    return { message: messages.shopClosed(opensAt === null ? null : formatOpening(opensAt, now)), closure: status.closure, takesLater: true };
  }
  const paused = refusedWhilePaused('web', pacingOf(status), now);
  return paused === null ? null : { message: paused, closure: null, takesLater: false };
}

/** The minutes the kitchen's being busy adds to the estimate of an order placed at `now`, or null at a normal pace. */
export function busyNotice(status: ShopStatus | null, now: number): number | null {
  return (status && busyMinutesAt(pacingOf(status), now)) || null;
}

/** Once 'Get Position' has found the customer, whether the shop delivers there: the message to show under the address, or null. */
export function selectOutsideDeliveryArea(state: RootState): string | null {
  const area = selectShopStatus(state)?.deliveryArea ?? null;
  const { position } = state.user;
  if (!area || !position || deliversTo(area, position)) return null;
  return messages.outsideDeliveryArea(area.radiusKm);
}

/**
 * The times an order for later may be for at `now`, by day, as the order form offers them (each sent
 * as its ISO time): none until the shop's status, with its hours, has come.
 */
export function laterDeliveryDays(status: ShopStatus | null, now: number): { label: string; times: { value: string; label: string }[] }[] {
  if (!status?.schedule || status.leadMinutes === undefined) return [];
  const slots = deliverySlots(status.schedule, now + status.leadMinutes * MINUTE, now);
  return slotsByDay(slots, now).map(({ day, slots: times }) => ({
    label: day,
    times: times.map((slot) => ({ value: new Date(slot).toISOString(), label: shopTimeOfDay(slot) })),
  }));
}
