import type { NewOrder } from '@chulo/api-client';
import { orderTotal, priorityFee } from '@chulo/domain';
import type { LineKey } from '../cart/cart-line.ts';
import { selectCartPrice } from '../cart/cart-slice.ts';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

/** What the order form sends; the cart and the position come from the store. */
export type OrderForm = Omit<NewOrder, 'cart' | 'position'>;

/** Messages under the form's fields, and one for the whole order. */
export interface OrderFormErrors {
  customer?: string;
  phone?: string;
  address?: string;
  directions?: string;
  /** The delivery time of an order for later, under its choice. */
  deliverAt?: string;
  order?: string;
  /** Why the shop refused it, in its own words (an order too big to take online, a full kitchen), under SPEC's message. */
  orderReason?: string;
  /** A choice the shop refused, under the cart's line that holds it ("Line 2, Margherita: Family size is sold out"). */
  lines?: Record<LineKey, string>;
}

const FIELDS = ['customer', 'phone', 'address', 'directions', 'deliverAt'] as const;

/**
 * Where the form shows the problems the contract found in an order: each under its field (the first
 * one there), and a problem of the cart or of the whole order above the button. The contract's
 * words, SPEC's for the phone rule.
 */
export function orderFormErrors(issues: readonly { path: string; message: string }[]): OrderFormErrors {
  const errors: OrderFormErrors = {};
  for (const { path, message } of issues) {
    const field = FIELDS.find((name) => path === name) ?? 'order';
    errors[field] ??= message;
  }
  return errors;
}

/** The choices the shop refused (`cart.1.choice`), each under the line it was sent as (`sent`: the lines' keys in the order sent). */
export function refusedChoices(issues: readonly { path: string; message: string }[], sent: readonly LineKey[]): OrderFormErrors['lines'] {
  const lines: Record<LineKey, string> = {};
  for (const { path, message } of issues) {
    const key = sent[Number(/^cart\.(\d+)\.choice$/.exec(path)?.[1] ?? Number.NaN)];
    if (key !== undefined) lines[key] ??= message;
  }
  return Object.keys(lines).length > 0 ? lines : undefined;
}

/**
 * The order being placed (SPEC §2, /order/new). `attempt` is the checkout attempt's Idempotency-Key:
 * sending the very same order again (after a timeout or a failed answer) is a retry of that attempt
 * and reuses the key, so the server hands back the order it may already have created; a changed
 * order is a new attempt with a new key.
 *
 * `waitingForNetwork`: no answer came (the connection dropped, or the answer never arrived), and the
 * order is sent again under its key until one comes. `mayBeUnsent`: the customer stopped waiting
 * before an answer came, so nobody knows whether the shop has the order.
 */
export interface CheckoutState {
  status: 'idle' | 'placing' | 'waitingForNetwork';
  errors: OrderFormErrors;
  attempt: { order: string; key: string } | null;
  mayBeUnsent: boolean;
}

export const checkoutActions = {
  submit: (form: OrderForm) => ({ type: 'order/submit', form }) as const,
  attemptStarted: (order: string, key: string) => ({ type: 'order/attemptStarted', order, key }) as const,
  /** The order exists and its page is on screen: the cart empties (SPEC §4) and the form starts afresh. */
  placed: (id: string) => ({ type: 'order/placed', id }) as const,
  failed: (errors: OrderFormErrors) => ({ type: 'order/failed', errors }) as const,
  /** No answer came: the order waits for the network, kept with its key. */
  waitingForNetwork: () => ({ type: 'order/waitingForNetwork' }) as const,
  /** An answer came after the wait: the form says 'placing order...' again until the order's page shows. */
  answered: () => ({ type: 'order/answered' }) as const,
  /** The customer's 'Stop waiting'. */
  stopWaiting: () => ({ type: 'order/stopWaiting' }) as const,
  /** The retries have stopped without an answer: the form is free again, and says the order may not have reached the shop. */
  stoppedWaiting: () => ({ type: 'order/stoppedWaiting' }) as const,
  /** The customer started correcting the number: its message has served. */
  phoneEdited: () => ({ type: 'order/phoneEdited' }) as const,
};

export type CheckoutAction = ActionsOf<typeof checkoutActions>;

const initialState: CheckoutState = { status: 'idle', errors: {}, attempt: null, mayBeUnsent: false };

export function checkoutReducer(state = initialState, action: AppAction): CheckoutState {
  switch (action.type) {
    case 'order/submit':
      return { ...state, status: 'placing', errors: {}, mayBeUnsent: false };
    case 'order/waitingForNetwork':
      return { ...state, status: 'waitingForNetwork' };
    case 'order/answered':
      return { ...state, status: 'placing' };
    case 'order/stoppedWaiting':
      // The key stays: sending the same order again is still this attempt, which the shop takes once.
      return { ...state, status: 'idle', mayBeUnsent: true };
    case 'order/attemptStarted':
      return { ...state, attempt: { order: action.order, key: action.key } };
    case 'order/placed':
      // The next checkout is a new attempt, even if it looks the same.
      return initialState;
    case 'order/failed':
      return { ...state, status: 'idle', errors: action.errors };
    case 'order/phoneEdited':
      return state.errors.phone ? { ...state, errors: { ...state.errors, phone: undefined } } : state;
    default:
      return state;
  }
}

export const selectCheckout = (state: RootState): CheckoutState => state.checkout ?? initialState;

/** What ticking the priority box adds (SPEC §9). */
export const selectPriorityFee = (state: RootState) => priorityFee(selectCartPrice(state));

/** 'Order now for …': the cart, with the priority fee when ticked. */
export const selectOrderTotal = (withPriority: boolean) => (state: RootState) => orderTotal(selectCartPrice(state), withPriority);
