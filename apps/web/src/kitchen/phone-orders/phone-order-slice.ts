import type { StaffOrder } from '@chulo/api-client/contract';
import { getTotalCartPrice, orderTotal } from '@chulo/domain';
import { type CartAction, cartReducer, type CartState } from '../../customer/cart/cart-slice.ts';
import type { OrderForm, OrderFormErrors } from '../../customer/checkout/checkout-slice.ts';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

/**
 * The order a member of staff takes by phone: its own cart (the customer's cart rules, kept apart
 * from any customer's on the same device), the form's state, and the order once placed, whose id
 * and page are read out to the customer.
 */
export interface PhoneOrderState {
  cart: CartState;
  status: 'idle' | 'placing';
  errors: OrderFormErrors;
  placed: Pick<StaffOrder, 'id' | 'customer' | 'deliverAt' | 'payment'> | null;
}

/** What the 'Order taken' panel reads out of the order placed: its number, who for, when for and how it is paid. */
function placedAs({ id, customer, deliverAt, payment }: StaffOrder): NonNullable<PhoneOrderState['placed']> {
  return { id, customer, ...(deliverAt && { deliverAt }), ...(payment && { payment }) };
}

export const phoneOrderActions = {
  /** A change to the phone order's pizzas, made by the customer's cart's own actions. */
  cart: (change: CartAction) => ({ type: 'phoneOrder/cart', change }) as const,
  /** The form, and the place the customer shared as the order's position ('' for none). */
  submit: (form: OrderForm, position: string) => ({ type: 'phoneOrder/submit', form, position }) as const,
  placed: (order: StaffOrder) => ({ type: 'phoneOrder/placed', order }) as const,
  failed: (errors: OrderFormErrors) => ({ type: 'phoneOrder/failed', errors }) as const,
  /** 'Take another order': a blank form for the next call. */
  another: () => ({ type: 'phoneOrder/another' }) as const,
};

export type PhoneOrderAction = ActionsOf<typeof phoneOrderActions>;

const initialState: PhoneOrderState = { cart: { items: [] }, status: 'idle', errors: {}, placed: null };

export function phoneOrderReducer(state = initialState, action: AppAction): PhoneOrderState {
  switch (action.type) {
    case 'phoneOrder/cart':
      return { ...state, cart: cartReducer(state.cart, action.change) };
    case 'phoneOrder/submit':
      return { ...state, status: 'placing', errors: {} };
    case 'phoneOrder/placed':
      return { ...initialState, placed: placedAs(action.order) };
    case 'phoneOrder/failed':
      return { ...state, status: 'idle', errors: action.errors };
    case 'phoneOrder/another':
      return initialState;
    default:
      return state;
  }
}

export const selectPhoneOrder = (state: RootState): PhoneOrderState => state.phoneOrder ?? initialState;
/** What the customer pays on delivery, with the priority fee when asked for (SPEC §9). */
export const selectPhoneOrderTotal = (withPriority: boolean) => (state: RootState) => orderTotal(getTotalCartPrice(selectPhoneOrder(state).cart.items), withPriority);
