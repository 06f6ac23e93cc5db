import type { ActionFunctionArgs } from 'react-router';
import { ApiError, isSignedOut, type Pizza } from '@chulo/api-client';
import { editPizza, type PizzaChange } from '@chulo/api-client/staff';
import { api } from '../../lib/api-client.ts';
import { asStaff, signInIfSignedOut } from '../api/staff-session.ts';
import { readPrice } from './price-input.ts';

export type MenuEditResult = { pizza: Pizza; error?: never } | { error: string; pizza?: never };

function changeFrom(form: FormData): PizzaChange | { error: string } {
  switch (form.get('intent')) {
    case 'sold-out':
      return { soldOut: form.get('soldOut') === 'true' };
    case 'price': {
      const price = readPrice(String(form.get('unitPrice') ?? ''));
      return 'error' in price ? price : { unitPrice: price.rupees };
    }
    default:
      return { error: 'This form is out of date. Please reload the page.' };
  }
}

/** One change to one pizza: sold out or back in stock (`intent=sold-out`), or a new price (`intent=price`). */
export async function kitchenMenuAction({ request }: ActionFunctionArgs): Promise<MenuEditResult> {
  const form = await request.formData();
  const pizzaId = Number(form.get('pizzaId'));
  const change = changeFrom(form);
  if ('error' in change) return change;
  try {
    return { pizza: await asStaff((csrfToken) => editPizza(api, pizzaId, change, csrfToken)) };
  } catch (error) {
    if (error instanceof ApiError && !isSignedOut(error)) return { error: error.message };
    return signInIfSignedOut(error, request);
  }
}
