import { type ActionFunctionArgs, redirect } from 'react-router';
import { isValidPhone, PHONE_ERROR } from '@chulo/domain';
import { ApiError, type CartItem, createOrder, type NewOrder } from '@chulo/api-client';
import { useCartStore } from '../cart/cart-store.ts';
import { api } from '../lib/api-client.ts';
import { endCheckoutAttempt, idempotencyKeyFor } from './checkout-attempt.ts';

export interface OrderFormErrors {
  phone?: string;
  order?: string;
}

const ORDER_FAILED = 'Failed creating your order';

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

function cartOf(form: FormData): CartItem[] {
  const cart: unknown = JSON.parse(text(form, 'cart') || '[]');
  if (!Array.isArray(cart)) throw new Error('The cart field is not a list');
  return cart as CartItem[];
}

/** Places the order from the form (SPEC §2 /order/new); errors come back to the form. */
export async function createOrderAction({ request }: ActionFunctionArgs): Promise<OrderFormErrors | Response> {
  const form = await request.formData();
  const phone = text(form, 'phone');
  if (!isValidPhone(phone)) return { phone: PHONE_ERROR };

  // The cart travels with names and prices (in rupees); the server reads only the ids and quantities.
  let order: Omit<NewOrder, 'cart'> & { cart: CartItem[] };
  try {
    order = {
      customer: text(form, 'customer'),
      phone,
      address: text(form, 'address'),
      // SPEC §5: priority only when the box sent the text 'true'.
      priority: form.get('priority') === 'true',
      cart: cartOf(form),
      position: text(form, 'position'),
    };
  } catch (error) {
    console.error('[order] unreadable order form', error);
    return { order: ORDER_FAILED };
  }

  try {
    const { id } = await createOrder(api, order, { idempotencyKey: idempotencyKeyFor(order) });
    endCheckoutAttempt();
    useCartStore.getState().clear();
    return redirect(`/order/${encodeURIComponent(id)}`);
  } catch (error) {
    return { order: error instanceof ApiError ? error.message : ORDER_FAILED };
  }
}
